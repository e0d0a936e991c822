import { useLocation, useNavigate } from 'react-router';
import {
  applicationFiltersFrom,
  applicationSearchFor,
  NO_APPLICATION_FILTERS,
  type ApplicationFilters,
} from './model/application-filters';

type FilterChange = Partial<Omit<ApplicationFilters, 'page'>>;

/**
 * The inbox's filters live in the URL (shareable; Back returns to the filters before). A new
 * filter starts at page 1; typing a search replaces the entry rather than adding one per pause.
 */
export function useApplicationLocation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const filters = applicationFiltersFrom(new URLSearchParams(search));
  const go = (next: ApplicationFilters, replace = false) =>
    void navigate({ search: applicationSearchFor(next) }, { replace });
  return {
    filters,
    change: (change: FilterChange) => go({ ...filters, ...change, page: 1 }),
    search: (query: string) => go({ ...filters, query: query.trim(), page: 1 }, true),
    clear: () => go(NO_APPLICATION_FILTERS),
    pageHref: (page: number) => applicationSearchFor({ ...filters, page }) || '?',
  };
}
