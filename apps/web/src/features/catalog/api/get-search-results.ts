import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HEADER_SEARCH_PAGE_SIZE, type AppSearchResponse } from '@sauda/domain';
import { request } from '../../../api/request';
import { searchAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { retrySuperseded } from '../../../api/retry-superseded';

/**
 * GET users/app_search with autocomplete off: the header search's stores and products
 * (SPEC §2: page size 20, page 1 first).
 */
export function getSearchResults(
  query: string,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<AppSearchResponse> {
  return request({
    url: 'users/app_search',
    query: { query, page, per_page: HEADER_SEARCH_PAGE_SIZE, autocomplete: false },
    action: 'APP_SEARCH',
    schema: searchAnswer,
    signal: options.signal,
  });
}

export function searchResultsQueryOptions(query: string, page: number) {
  return queryOptions({
    queryKey: catalogKeys.searchResult(query, page),
    queryFn: ({ signal }) => getSearchResults(query, page, { signal }),
    placeholderData: keepPreviousData,
    retry: retrySuperseded,
  });
}
