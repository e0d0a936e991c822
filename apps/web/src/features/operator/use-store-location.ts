import { useLocation, useNavigate } from 'react-router';
import {
  storeFiltersFrom,
  storeSearchFor,
  type OperatorStoreStatus,
  type StoreFilters,
} from './model/store-filters';

/** The stores page's tab, search and page in the URL, like the inbox's filters. */
export function useStoreLocation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const filters = storeFiltersFrom(new URLSearchParams(search));
  const go = (next: StoreFilters, replace = false) =>
    void navigate({ search: storeSearchFor(next) }, { replace });
  return {
    filters,
    tab: (status: OperatorStoreStatus) => go({ ...filters, status, page: 1 }),
    search: (query: string) => go({ ...filters, query: query.trim(), page: 1 }, true),
    pageHref: (page: number) => storeSearchFor({ ...filters, page }) || '?',
  };
}
