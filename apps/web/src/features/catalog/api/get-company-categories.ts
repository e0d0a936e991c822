import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@sauda/domain';
import { request } from '../../../api/request';
import { categoriesAnswer } from '../../../shared/catalog/catalog-answers';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { retrySuperseded } from '../../../api/retry-superseded';

/** GET companies/{storeQueryId}/categories: the store's categories and their sub-categories. */
export async function getCompanyCategories(
  storeQueryId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Category[]> {
  const body = await request({
    url: `companies/${encodeURIComponent(storeQueryId)}/categories`,
    action: 'GET_COMPANY_CATEGORIES',
    schema: categoriesAnswer,
    signal: options.signal,
  });
  return body.categories;
}

export function companyCategoriesQueryOptions(storeQueryId: string) {
  return queryOptions({
    queryKey: catalogKeys.categories(storeQueryId),
    queryFn: ({ signal }) => getCompanyCategories(storeQueryId, { signal }),
    retry: retrySuperseded,
  });
}
