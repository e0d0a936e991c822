import type { MerchantOrderFilter } from './get-merchant-orders';

/**
 * One place for the queue's TanStack Query keys, per store: the lists by filter and search,
 * the counts of the filter chips, the pending orders the alerts watch, and one order.
 */
export const merchantOrderKeys = {
  all: (storeId: string) => ['merchant', storeId, 'orders'] as const,
  lists: (storeId: string) => ['merchant', storeId, 'orders', 'list'] as const,
  list: (storeId: string, status: MerchantOrderFilter, query: string) =>
    ['merchant', storeId, 'orders', 'list', { status, query }] as const,
  count: (storeId: string, status: MerchantOrderFilter) =>
    ['merchant', storeId, 'orders', 'count', status] as const,
  pending: (storeId: string) => ['merchant', storeId, 'orders', 'pending'] as const,
  detail: (storeId: string, orderId: string) =>
    ['merchant', storeId, 'orders', 'detail', orderId] as const,
};
