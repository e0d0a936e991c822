import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { COMPANIES_PAGE_SIZE, type CompaniesResponse, type LatLong } from '@sauda/domain';
import { request } from '../../../api/request';
import { companiesAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { retrySuperseded } from '../../../api/retry-superseded';

export interface CompaniesRequest {
  industryId: number;
  page: number;
  /** The selected address: stores that deliver there come first, each says whether it does. */
  location?: LatLong | null;
  signal?: AbortSignal;
}

/**
 * GET companies: one page of an industry's stores (SPEC §7, 25 a page, default sort, lat and
 * long of the selected address when there is one).
 */
export function getCompanies({
  industryId,
  page,
  location = null,
  signal,
}: CompaniesRequest): Promise<CompaniesResponse> {
  return request({
    url: 'companies',
    query: {
      industry_id: industryId,
      page,
      page_size: COMPANIES_PAGE_SIZE,
      sort: 'default',
      ...(location ? { lat: location.lat, long: location.long } : {}),
    },
    action: 'GET_COMPANIES',
    schema: companiesAnswer,
    signal,
  });
}

export function companiesQueryOptions(
  industryId: number,
  page: number,
  location: LatLong | null = null,
) {
  return queryOptions({
    queryKey: catalogKeys.companyList(industryId, page, location),
    queryFn: ({ signal }) => getCompanies({ industryId, page, location, signal }),
    // Turning a page (or the address) keeps the previous list on screen until the next arrives.
    placeholderData: keepPreviousData,
    retry: retrySuperseded,
  });
}
