import { infiniteQueryOptions } from '@tanstack/react-query';
import { storeActivityResponseSchema, type StoreActivityAction } from '@sauda/domain';
import type { z } from 'zod';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { staffKeys } from './staff-keys';

export type StoreActivityPage = z.infer<typeof storeActivityResponseSchema>;

/** GET merchant/stores/{storeId}/activity: one page (50) of the log, newest first. */
export function getStoreActivity(
  storeId: string,
  action: StoreActivityAction | null,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<StoreActivityPage> {
  return request({
    url: `merchant/stores/${encodeURIComponent(storeId)}/activity`,
    query: { ...(action === null ? {} : { action }), page },
    action: 'GET_STORE_ACTIVITY',
    schema: storeActivityResponseSchema,
    signal: options.signal,
  });
}

export function nextActivityPage(last: StoreActivityPage): number | undefined {
  const { page, total_pages } = last.pagination;
  return page < total_pages ? page + 1 : undefined;
}

/** The log under one filter, a page at a time ("Load more"). */
export function storeActivityOptions(storeId: string, action: StoreActivityAction | null) {
  return infiniteQueryOptions({
    queryKey: staffKeys.activityOf(storeId, action),
    queryFn: ({ pageParam, signal }) => getStoreActivity(storeId, action, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextActivityPage,
    // Changing the filter quickly supersedes the call still on its way (same path): ask again.
    retry: retrySuperseded,
  });
}
