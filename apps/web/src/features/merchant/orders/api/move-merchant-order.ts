import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  merchantOrderResponseSchema,
  type MerchantOrder,
  type MerchantTransitionBody,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { merchantOrderKeys } from './merchant-order-keys';

/** POST merchant/stores/{storeId}/orders/{orderId}/status: the store moves an order on. */
export async function moveMerchantOrder(
  storeId: string,
  orderId: string,
  body: MerchantTransitionBody,
): Promise<MerchantOrder> {
  const answer = await request({
    url: `merchant/stores/${encodeURIComponent(storeId)}/orders/${encodeURIComponent(orderId)}/status`,
    method: 'POST',
    body,
    action: 'MOVE_MERCHANT_ORDER',
    schema: merchantOrderResponseSchema,
  });
  return answer.order;
}

/**
 * Accept, dispatch, deliver or cancel one order: the detail shows the moved order at once and
 * every list and count of the store refetches. A refusal may mean the order moved on
 * meanwhile (another device, the automatic cancel): the lists refetch then too.
 */
export function useMoveMerchantOrder(storeId: string, orderId: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: merchantOrderKeys.all(storeId) });
  return useMutation({
    mutationFn: (body: MerchantTransitionBody) => moveMerchantOrder(storeId, orderId, body),
    onSuccess: (order) => {
      client.setQueryData(merchantOrderKeys.detail(storeId, order.query_id), order);
      refresh();
    },
    onError: refresh,
  });
}
