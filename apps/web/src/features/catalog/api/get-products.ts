import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PRODUCTS_PAGE_SIZE, type ProductsResponse } from '@sauda/domain';
import { request } from '../../../api/request';
import { productsAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { retrySuperseded } from '../../../api/retry-superseded';

/** One page of a store's products: by sub-category, by category, or by name. */
export interface StoreProductsQuery {
  storeQueryId: string;
  page: number;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  /** In-store search; when set, the category filters are left out. */
  name?: string | undefined;
}

/** GET products (SPEC §7): organization_query_id, optional name or category ids, 25 a page. */
export function getProducts(
  query: StoreProductsQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ProductsResponse> {
  const byName = query.name !== undefined && query.name !== '';
  return request({
    url: 'products',
    query: {
      organization_query_id: query.storeQueryId,
      name: byName ? query.name : undefined,
      category_id: byName ? undefined : query.categoryId,
      sub_category_id: byName ? undefined : query.subCategoryId,
      page: query.page,
      per_page: PRODUCTS_PAGE_SIZE,
    },
    action: 'GET_PRODUCTS',
    schema: productsAnswer,
    signal: options.signal,
  });
}

export function productsQueryOptions(query: StoreProductsQuery) {
  return queryOptions({
    queryKey: catalogKeys.productList({ ...query }),
    queryFn: ({ signal }) => getProducts(query, { signal }),
    placeholderData: keepPreviousData,
    retry: retrySuperseded,
  });
}
