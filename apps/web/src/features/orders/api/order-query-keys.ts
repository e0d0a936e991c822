import type { OrderType } from '@sauda/domain';

/** One place for the orders' TanStack Query keys: the history, the popup and live updates. */
export const orderQueryKeys = {
  all: ['orders'] as const,
  list: (orderType: OrderType) => ['orders', 'list', orderType] as const,
  detail: (orderQueryId: string) => ['orders', 'detail', orderQueryId] as const,
};
