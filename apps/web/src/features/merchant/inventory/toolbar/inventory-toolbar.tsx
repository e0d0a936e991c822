import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ProductCsvActions } from '../csv/product-csv-actions';
import type { InventoryFilters } from '../model/inventory-filters';
import { CategoryFilter } from './category-filter';
import { ProductSearchField } from './product-search-field';
import { SortSelect } from './sort-select';
import { StockFilterChips } from './stock-filter-chips';
import type { InventoryLocation } from './use-inventory-location';

interface InventoryToolbarProps {
  storeId: string;
  filters: InventoryFilters;
  location: Pick<InventoryLocation, 'change' | 'search'>;
  /** Owners and managers also export and import the products as CSV. */
  canManageProducts?: boolean;
}

/**
 * Search, category, sort (and the CSV export and import), then the stock chips: every choice
 * is kept in the URL.
 */
export function InventoryToolbar({
  storeId,
  filters,
  location,
  canManageProducts = false,
}: InventoryToolbarProps) {
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <ProductSearchField value={filters.query} onSearch={location.search} />
        <CategoryFilter
          storeId={storeId}
          value={filters.categoryId}
          onChange={(categoryId) => location.change({ categoryId })}
        />
        <SortSelect value={filters.sort} onChange={(sort) => location.change({ sort })} />
        {canManageProducts && <ProductCsvActions storeId={storeId} />}
      </Box>
      <StockFilterChips value={filters.stock} onChange={(stock) => location.change({ stock })} />
    </Stack>
  );
}
