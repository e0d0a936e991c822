import type { InventoryFilters } from '../model/inventory-filters';

/**
 * One place for the inventory's TanStack Query keys, per store: the product lists by their
 * filters, and the key every product change runs under (so a save can tell it is the last one).
 */
export const merchantProductKeys = {
  all: (storeId: string) => ['merchant', storeId, 'products'] as const,
  lists: (storeId: string) => ['merchant', storeId, 'products', 'list'] as const,
  list: (storeId: string, filters: InventoryFilters) =>
    ['merchant', storeId, 'products', 'list', filters] as const,
  changes: (storeId: string) => ['merchant', storeId, 'products', 'change'] as const,
};
