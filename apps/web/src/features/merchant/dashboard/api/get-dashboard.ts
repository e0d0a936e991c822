import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema, type Dashboard, type DashboardRange } from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { dashboardQueryKeys } from './dashboard-query-keys';

/** GET merchant/stores/{storeId}/dashboard?range= (DESIGN §3a): one store's figures of a range. */
export async function getDashboard(
  storeQueryId: string,
  range: DashboardRange,
  options: { signal?: AbortSignal } = {},
): Promise<Dashboard> {
  const body = await request({
    url: `merchant/stores/${encodeURIComponent(storeQueryId)}/dashboard`,
    query: { range },
    action: 'GET_MERCHANT_DASHBOARD',
    schema: dashboardResponseSchema,
    signal: options.signal,
  });
  return body.dashboard;
}

export function dashboardQueryOptions(storeQueryId: string, range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardQueryKeys.range(storeQueryId, range),
    queryFn: ({ signal }) => getDashboard(storeQueryId, range, { signal }),
    // Switching ranges quickly supersedes the call still on its way: ask again, never fail.
    retry: retrySuperseded,
  });
}

/**
 * The dashboard of a range. While another range loads, the figures of the one before stay on
 * screen (marked as placeholder), so the page does not jump back to skeletons; they never carry
 * over from another store.
 */
export function useDashboard(storeQueryId: string, range: DashboardRange) {
  return useQuery({
    ...dashboardQueryOptions(storeQueryId, range),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === storeQueryId ? previous : undefined,
  });
}
