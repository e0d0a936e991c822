import type { DashboardRange } from '@sauda/domain';

/**
 * One place for the dashboard's TanStack Query keys. They sit under the store's own prefix, so
 * whatever changes a store's orders can invalidate `store(storeQueryId)` and refresh every range.
 */
export const dashboardQueryKeys = {
  all: ['merchant', 'dashboard'] as const,
  store: (storeQueryId: string) => ['merchant', 'dashboard', storeQueryId] as const,
  range: (storeQueryId: string, range: DashboardRange) =>
    ['merchant', 'dashboard', storeQueryId, range] as const,
};
