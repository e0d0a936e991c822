import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  COMPANIES_PAGE_SIZE,
  companiesResponseSchema,
  type CompaniesResponse,
} from '@sauda/domain';
import { request } from '../../../api/request';
import { catalogKeys } from './catalog-keys';
import { retrySuperseded } from './retry-superseded';

export interface CompaniesRequest {
  industryId: number;
  page: number;
  signal?: AbortSignal;
}

/** GET companies: one page of an industry's stores (SPEC §7, 25 a page, default sort). */
export function getCompanies({
  industryId,
  page,
  signal,
}: CompaniesRequest): Promise<CompaniesResponse> {
  return request({
    url: 'companies',
    query: { industry_id: industryId, page, page_size: COMPANIES_PAGE_SIZE, sort: 'default' },
    action: 'GET_COMPANIES',
    schema: companiesResponseSchema,
    signal,
  });
}

export function companiesQueryOptions(industryId: number, page: number) {
  return queryOptions({
    queryKey: catalogKeys.companyList(industryId, page),
    queryFn: ({ signal }) => getCompanies({ industryId, page, signal }),
    // Turning a page keeps the previous one on screen until the next arrives.
    placeholderData: keepPreviousData,
    retry: retrySuperseded,
  });
}
