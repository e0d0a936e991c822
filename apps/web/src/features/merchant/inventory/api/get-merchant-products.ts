import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MERCHANT_PRODUCTS_PAGE_SIZE,
  merchantProductsListSchema,
  type MerchantProductsList,
} from '@sauda/domain';
import { request } from '../../../../api/request';
import { retrySuperseded } from '../../../../api/retry-superseded';
import type { InventoryFilters } from '../model/inventory-filters';
import { merchantProductKeys } from './merchant-product-keys';

/** GET merchant/stores/{storeId}/products: one page of the store's products, hidden ones too. */
export function getMerchantProducts(
  storeId: string,
  filters: InventoryFilters,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantProductsList> {
  return request({
    url: `merchant/stores/${encodeURIComponent(storeId)}/products`,
    query: {
      query: filters.query === '' ? undefined : filters.query,
      category_id: filters.categoryId ?? undefined,
      stock: filters.stock ?? undefined,
      sort: filters.sort,
      page: filters.page,
      per_page: MERCHANT_PRODUCTS_PAGE_SIZE,
    },
    action: 'GET_MERCHANT_PRODUCTS',
    schema: merchantProductsListSchema,
    signal: options.signal,
  });
}

export function merchantProductsQueryOptions(storeId: string, filters: InventoryFilters) {
  return queryOptions({
    queryKey: merchantProductKeys.list(storeId, filters),
    queryFn: ({ signal }) => getMerchantProducts(storeId, filters, { signal }),
    // A new search supersedes the call still on its way (same path): ask again, never fail.
    retry: retrySuperseded,
  });
}

/**
 * The products under the chosen filters. While another page or filter loads, the rows before
 * stay on screen (marked as placeholder) instead of skeletons; never those of another store.
 */
export function useMerchantProducts(storeId: string, filters: InventoryFilters) {
  return useQuery({
    ...merchantProductsQueryOptions(storeId, filters),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === storeId ? keepPreviousData(previous) : undefined,
  });
}
