import type { KarachiDateRange, PnlGroup } from '@sauda/domain';

/**
 * One place for the money pages' TanStack Query keys, under the store's own prefix: whatever
 * settles a store's orders can invalidate `store(storeQueryId)` and refresh every view of it.
 */
export const moneyQueryKeys = {
  all: ['merchant', 'money'] as const,
  store: (storeQueryId: string) => ['merchant', 'money', storeQueryId] as const,
  transactions: (storeQueryId: string, range: KarachiDateRange, page: number) =>
    ['merchant', 'money', storeQueryId, 'transactions', range.from, range.to, page] as const,
  cashClose: (storeQueryId: string, date: string) =>
    ['merchant', 'money', storeQueryId, 'close', date] as const,
  pnl: (storeQueryId: string, range: KarachiDateRange, group: PnlGroup) =>
    ['merchant', 'money', storeQueryId, 'pnl', range.from, range.to, group] as const,
};
