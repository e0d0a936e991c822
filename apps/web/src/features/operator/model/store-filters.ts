import { OPERATOR_STORE_STATUSES, type OperatorStoresQuery } from '@sauda/domain';
import { isOneOf, pageNumber, searchOf } from './search-params';

export type OperatorStoreStatus = NonNullable<OperatorStoresQuery['status']>;

/** The stores page's tab, search and page, as the URL holds them. Drafts come first. */
export interface StoreFilters {
  status: OperatorStoreStatus;
  query: string;
  page: number;
}

export const DEFAULT_STORE_STATUS: OperatorStoreStatus = 'draft';

export function storeFiltersFrom(params: URLSearchParams): StoreFilters {
  const status = params.get('status');
  return {
    status: isOneOf(OPERATOR_STORE_STATUSES, status) ? status : DEFAULT_STORE_STATUS,
    query: (params.get('query') ?? '').trim(),
    page: pageNumber(params.get('page')) ?? 1,
  };
}

export function storeSearchFor(filters: StoreFilters): string {
  return searchOf({
    status: filters.status === DEFAULT_STORE_STATUS ? null : filters.status,
    query: filters.query,
    page: filters.page > 1 ? filters.page : null,
  });
}
