import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Order, OrdersResponse } from '@sauda/domain';
import { orderQueryKeys } from './order-query-keys';

interface ListedOrder {
  order: Order;
  /** When the page holding it was fetched. */
  updatedAt: number;
}

const listsKey = [...orderQueryKeys.all, 'list'] as const;

/** The freshest copy of an order among the history pages already in the cache. */
export function findListedOrder(client: QueryClient, orderQueryId: string): ListedOrder | null {
  let found: ListedOrder | null = null;
  for (const query of client.getQueryCache().findAll({ queryKey: listsKey })) {
    const data = query.state.data as InfiniteData<OrdersResponse> | undefined;
    const order = data?.pages
      .flatMap((page) => page.orders)
      .find((item) => item.query_id === orderQueryId);
    const updatedAt = query.state.dataUpdatedAt;
    if (order && (!found || updatedAt > found.updatedAt)) found = { order, updatedAt };
  }
  return found;
}
