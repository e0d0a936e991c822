import { queryOptions } from '@tanstack/react-query';
import type { Industry } from '@sauda/domain';
import { request } from '../request';
import { lazySchema } from '../lazy-schema';

/** Loaded with the first call, not with the page. */
const industriesResponse = lazySchema(
  async () => (await import('@sauda/domain/http.schemas')).industriesResponseSchema,
);

export const industryKeys = {
  all: ['industries'] as const,
};

export async function getIndustries(options: { signal?: AbortSignal } = {}): Promise<Industry[]> {
  const body = await request({
    url: 'industries',
    action: 'GET_INDUSTRIES',
    schema: industriesResponse,
    signal: options.signal,
  });
  return body.industry_types;
}

// The industry list changes with a deploy of the catalogue, not while someone shops.
const INDUSTRIES_STALE_TIME_MS = 5 * 60_000;

export function industriesQueryOptions() {
  return queryOptions({
    queryKey: industryKeys.all,
    queryFn: ({ signal }) => getIndustries({ signal }),
    staleTime: INDUSTRIES_STALE_TIME_MS,
  });
}
