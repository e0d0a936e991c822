import type { MerchantOrderFilter } from '../api/get-merchant-orders';

export type QueueFilterLabel =
  'new' | 'accepted' | 'onTheWay' | 'delivered' | 'cancelled' | 'allActive';

export interface QueueFilter {
  status: MerchantOrderFilter;
  label: QueueFilterLabel;
}

/** The filter chips, in the order an order moves through them; New first. */
export const QUEUE_FILTERS: readonly QueueFilter[] = [
  { status: 'order_pending', label: 'new' },
  { status: 'order_confirmed', label: 'accepted' },
  { status: 'order_dispatched', label: 'onTheWay' },
  { status: 'order_delivered', label: 'delivered' },
  { status: 'cancelled', label: 'cancelled' },
  { status: 'active', label: 'allActive' },
];

export const DEFAULT_QUEUE_FILTER: MerchantOrderFilter = 'order_pending';

/** The filter in ?status=; New when it is missing or unknown. */
export function queueFilterFrom(value: string | null): MerchantOrderFilter {
  return QUEUE_FILTERS.find((filter) => filter.status === value)?.status ?? DEFAULT_QUEUE_FILTER;
}
