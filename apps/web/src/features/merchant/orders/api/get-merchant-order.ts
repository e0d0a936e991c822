import {
  queryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  merchantOrderResponseSchema,
  type MerchantOrder,
  type MerchantOrdersResponse,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { merchantOrderKeys } from './merchant-order-keys';

/** GET merchant/stores/{storeId}/orders/{orderId}: one order of the store. */
export async function getMerchantOrder(
  storeId: string,
  orderId: string,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantOrder> {
  const body = await request({
    url: `merchant/stores/${encodeURIComponent(storeId)}/orders/${encodeURIComponent(orderId)}`,
    action: 'GET_MERCHANT_ORDER',
    schema: merchantOrderResponseSchema,
    signal: options.signal,
  });
  return body.order;
}

interface ListedOrder {
  order: MerchantOrder;
  updatedAt: number;
}

type QueueData = InfiniteData<MerchantOrdersResponse> | MerchantOrdersResponse | undefined;

const ordersOf = (data: QueueData): MerchantOrder[] =>
  !data ? [] : 'pages' in data ? data.pages.flatMap((page) => page.orders) : data.orders;

/** The freshest copy of an order among the queue's lists already in the cache. */
export function findQueuedOrder(
  client: QueryClient,
  storeId: string,
  orderId: string,
): ListedOrder | null {
  let found: ListedOrder | null = null;
  const keys: QueryKey[] = [merchantOrderKeys.lists(storeId), merchantOrderKeys.pending(storeId)];
  for (const queryKey of keys) {
    for (const query of client.getQueryCache().findAll({ queryKey })) {
      const order = ordersOf(query.state.data as QueueData).find(
        (item) => item.query_id === orderId,
      );
      const updatedAt = query.state.dataUpdatedAt;
      if (order && (!found || updatedAt > found.updatedAt)) found = { order, updatedAt };
    }
  }
  return found;
}

/** The order of the detail panel: it opens at once from the queue's copy, then refetches. */
export function merchantOrderOptions(client: QueryClient, storeId: string, orderId: string) {
  return queryOptions({
    queryKey: merchantOrderKeys.detail(storeId, orderId),
    queryFn: ({ signal }) => getMerchantOrder(storeId, orderId, { signal }),
    initialData: () => findQueuedOrder(client, storeId, orderId)?.order,
    initialDataUpdatedAt: () => findQueuedOrder(client, storeId, orderId)?.updatedAt,
  });
}
