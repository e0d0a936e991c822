import { queryOptions } from '@tanstack/react-query';
import type { Company, LatLong } from '@sauda/domain';
import { request } from '../../../api/request';
import { companyAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { retrySuperseded } from '../../../api/retry-superseded';

/**
 * GET companies/{storeQueryId}: one store with its hours, fees and address; with the selected
 * address's lat and long it also says how far away it is and whether it delivers there.
 */
export async function getCompany(
  storeQueryId: string,
  options: { signal?: AbortSignal; location?: LatLong | null } = {},
): Promise<Company> {
  const { location } = options;
  const body = await request({
    url: `companies/${encodeURIComponent(storeQueryId)}`,
    ...(location ? { query: { lat: location.lat, long: location.long } } : {}),
    action: 'GET_COMPANY',
    schema: companyAnswer,
    signal: options.signal,
  });
  return body.company;
}

export function companyQueryOptions(storeQueryId: string, location: LatLong | null = null) {
  return queryOptions({
    queryKey: catalogKeys.company(storeQueryId, location),
    queryFn: ({ signal }) => getCompany(storeQueryId, { signal, location }),
    // Another address keeps the store on screen while its delivery answer is fetched.
    placeholderData: (previous) => (previous?.query_id === storeQueryId ? previous : undefined),
    retry: retrySuperseded,
  });
}
