import { queryOptions } from '@tanstack/react-query';
import { orderResponseSchema, type Order } from '@sauda/domain';
import { request } from '../../../api/request';
import { retrySuperseded } from '../../../api/retry-superseded';
import { orderQueryKeys } from './order-query-keys';

/** GET users/orders/{orderQueryId}: one of the shopper's orders. */
export async function getOrder(
  orderQueryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Order> {
  const body = await request({
    url: `users/orders/${encodeURIComponent(orderQueryId)}`,
    action: 'GET_ORDER',
    schema: orderResponseSchema,
    signal: options.signal,
  });
  return body.order;
}

/**
 * The order behind the Order Detail popup, with its whole invoice: the history's cards carry
 * summaries only, so opening one fetches it. An invalidation refetches it like the lists, so
 * an open popup follows every status change.
 */
export function orderQueryOptions(orderQueryId: string) {
  return queryOptions({
    queryKey: orderQueryKeys.detail(orderQueryId),
    queryFn: ({ signal }) => getOrder(orderQueryId, { signal }),
    retry: retrySuperseded,
  });
}
