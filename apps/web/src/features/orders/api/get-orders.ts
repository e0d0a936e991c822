import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  ORDERS_PAGE_SIZE,
  ordersResponseSchema,
  type OrdersResponse,
  type OrderType,
} from '@sauda/domain';
import { request } from '../../../api/request';
import { retrySuperseded } from '../../../api/retry-superseded';
import { orderQueryKeys } from './order-query-keys';

/** GET users/orders (SPEC §7): one page of the shopper's active, past or cancelled orders. */
export function getOrders(
  orderType: OrderType,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<OrdersResponse> {
  return request({
    url: 'users/orders',
    query: { order_type: orderType, page, per_page: ORDERS_PAGE_SIZE },
    action: 'GET_ORDERS',
    schema: ordersResponseSchema,
    signal: options.signal,
  });
}

/** The page after `last`, while the server says there are more. */
export function nextOrdersPage(last: OrdersResponse): number | undefined {
  const { page, total_pages } = last.pagination;
  return page < total_pages ? page + 1 : undefined;
}

/** SPEC §3: each order list is a list of pages of 24. */
export function ordersInfiniteQueryOptions(orderType: OrderType) {
  return infiniteQueryOptions({
    queryKey: orderQueryKeys.list(orderType),
    queryFn: ({ pageParam, signal }) => getOrders(orderType, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextOrdersPage,
    retry: retrySuperseded,
  });
}
