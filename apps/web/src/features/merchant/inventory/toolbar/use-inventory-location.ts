import { useLocation, useNavigate } from 'react-router';
import {
  filtersFrom,
  NO_FILTERS,
  searchFor,
  type InventoryFilters,
} from '../model/inventory-filters';

type FilterChange = Partial<Omit<InventoryFilters, 'page'>>;

/**
 * The inventory's filters live in the URL (shareable, and Back returns to the filters before).
 * Choosing a filter starts again at page 1. Typing a search replaces the entry instead of adding
 * one per pause, or Back would walk through every word typed.
 */
export function useInventoryLocation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const filters = filtersFrom(new URLSearchParams(search));

  const go = (next: InventoryFilters, replace = false) =>
    void navigate({ search: searchFor(next) }, { replace });

  return {
    filters,
    change: (change: FilterChange) => go({ ...filters, ...change, page: 1 }),
    search: (query: string) => go({ ...filters, query: query.trim(), page: 1 }, true),
    clear: () => go(NO_FILTERS),
    pageHref: (page: number) => searchFor({ ...filters, page }) || '?',
  };
}

export type InventoryLocation = ReturnType<typeof useInventoryLocation>;
