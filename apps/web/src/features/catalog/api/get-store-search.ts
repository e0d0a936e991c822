import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { STORE_SEARCH_PAGE_SIZE, type ProductsResponse } from '@sauda/domain';
import { request } from '../../../api/request';
import { searchAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { retrySuperseded } from '../../../api/retry-superseded';

export interface StoreSearchQuery {
  storeQueryId: string;
  query: string;
  page: number;
}

/**
 * GET users/app_search with store_id (SPEC §7: 50 a page): the store page's search, full text
 * with typos and Roman-Urdu synonyms like the header's. Gives the products in the shape of a
 * product page, so the store's list shows either the same way.
 */
export async function getStoreSearch(
  search: StoreSearchQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ProductsResponse> {
  const body = await request({
    url: 'users/app_search',
    query: {
      query: search.query,
      store_id: search.storeQueryId,
      page: search.page,
      per_page: STORE_SEARCH_PAGE_SIZE,
      autocomplete: false,
    },
    action: 'STORE_SEARCH',
    schema: searchAnswer,
    signal: options.signal,
  });
  return { products: body.products, pagination: body.products_pagination };
}

export function storeSearchQueryOptions(search: StoreSearchQuery) {
  return queryOptions({
    queryKey: [...catalogKeys.search(), 'store', search] as const,
    queryFn: ({ signal }) => getStoreSearch(search, { signal }),
    placeholderData: keepPreviousData,
    retry: retrySuperseded,
  });
}
