import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema, type Order } from '@sauda/domain';
import { request } from '../../../api/request';
import { orderQueryKeys } from './order-query-keys';

/** POST users/orders/{orderQueryId}/cancel: the shopper cancels while the order is pending. */
export async function cancelOrder(orderQueryId: string): Promise<Order> {
  const body = await request({
    url: `users/orders/${encodeURIComponent(orderQueryId)}/cancel`,
    method: 'POST',
    action: 'CANCEL_ORDER',
    schema: orderResponseSchema,
  });
  return body.order;
}

/**
 * Cancel order: the popup shows the cancelled order at once, and every list refetches, so the
 * order leaves Active for Cancelled.
 */
export function useCancelOrder(orderQueryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderQueryId),
    onSuccess: (order) => {
      client.setQueryData(orderQueryKeys.detail(order.query_id), order);
      void client.invalidateQueries({ queryKey: orderQueryKeys.all });
    },
    // A refusal means the order moved on meanwhile: show where it is now.
    onError: () => void client.invalidateQueries({ queryKey: orderQueryKeys.all }),
  });
}
