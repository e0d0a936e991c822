import { useQuery } from '@tanstack/react-query';
import {
  merchantOrderCountOptions,
  pendingMerchantOrdersOptions,
  type MerchantOrderFilter,
} from '../api/get-merchant-orders';

/**
 * The counts the chips show where they are cheap: the orders still to finish (New, Accepted,
 * On the way, and All active as their sum). Delivered and cancelled orders pile up over the
 * months: counting them would cost more than it tells.
 */
export function useChipCounts(storeId: string): Partial<Record<MerchantOrderFilter, number>> {
  const pending = useQuery(pendingMerchantOrdersOptions(storeId)).data?.pagination.total_items;
  const accepted = useQuery(merchantOrderCountOptions(storeId, 'order_confirmed')).data;
  const onTheWay = useQuery(merchantOrderCountOptions(storeId, 'order_dispatched')).data;
  const counts: Partial<Record<MerchantOrderFilter, number>> = {};
  if (pending !== undefined) counts.order_pending = pending;
  if (accepted !== undefined) counts.order_confirmed = accepted;
  if (onTheWay !== undefined) counts.order_dispatched = onTheWay;
  if (pending !== undefined && accepted !== undefined && onTheWay !== undefined) {
    counts.active = pending + accepted + onTheWay;
  }
  return counts;
}
