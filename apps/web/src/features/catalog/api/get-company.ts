import { queryOptions } from '@tanstack/react-query';
import { companyResponseSchema, type Company } from '@sauda/domain';
import { request } from '../../../api/request';
import { catalogKeys } from './catalog-keys';
import { retrySuperseded } from './retry-superseded';

/** GET companies/{storeQueryId}: one store with its hours, fees and address. */
export async function getCompany(
  storeQueryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Company> {
  const body = await request({
    url: `companies/${encodeURIComponent(storeQueryId)}`,
    action: 'GET_COMPANY',
    schema: companyResponseSchema,
    signal: options.signal,
  });
  return body.company;
}

export function companyQueryOptions(storeQueryId: string) {
  return queryOptions({
    queryKey: catalogKeys.company(storeQueryId),
    queryFn: ({ signal }) => getCompany(storeQueryId, { signal }),
    retry: retrySuperseded,
  });
}
