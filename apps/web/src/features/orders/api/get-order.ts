import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { orderResponseSchema, type Order } from '@sauda/domain';
import { request } from '../../../api/request';
import { retrySuperseded } from '../../../api/retry-superseded';
import { findListedOrder } from './find-listed-order';
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
 * The order behind the Order Detail popup. It starts from the copy in a loaded history page,
 * as fresh as that page, so the popup opens at once; an invalidation refetches it like the
 * lists, so an open popup follows every status change.
 */
export function orderQueryOptions(orderQueryId: string, client: QueryClient) {
  return queryOptions({
    queryKey: orderQueryKeys.detail(orderQueryId),
    queryFn: ({ signal }) => getOrder(orderQueryId, { signal }),
    retry: retrySuperseded,
    initialData: () => findListedOrder(client, orderQueryId)?.order,
    initialDataUpdatedAt: () => findListedOrder(client, orderQueryId)?.updatedAt,
  });
}
