import {
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  type ProductSort,
  type ProductStockFilter,
} from '@sauda/domain';

/** What the inventory shows, as the URL's search parameters hold it (the API's own names). */
export interface InventoryFilters {
  /** Part of a product's name; empty for none. */
  query: string;
  categoryId: number | null;
  stock: ProductStockFilter | null;
  sort: ProductSort;
  page: number;
}

export const INVENTORY_PARAMS = {
  query: 'query',
  categoryId: 'category_id',
  stock: 'stock',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof InventoryFilters, string>;

export const DEFAULT_SORT: ProductSort = 'name';

export const NO_FILTERS: InventoryFilters = {
  query: '',
  categoryId: null,
  stock: null,
  sort: DEFAULT_SORT,
  page: 1,
};

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

const isOneOf = <T extends string>(choices: readonly T[], text: string | null): text is T =>
  text !== null && (choices as readonly string[]).includes(text);

/** The filters of a URL; a missing or unknown value is the default, never an error. */
export function filtersFrom(params: URLSearchParams): InventoryFilters {
  const stock = params.get(INVENTORY_PARAMS.stock);
  const sort = params.get(INVENTORY_PARAMS.sort);
  return {
    query: (params.get(INVENTORY_PARAMS.query) ?? '').trim(),
    categoryId: positiveInteger(params.get(INVENTORY_PARAMS.categoryId)),
    stock: isOneOf(PRODUCT_STOCK_FILTERS, stock) ? stock : null,
    sort: isOneOf(PRODUCT_SORTS, sort) ? sort : DEFAULT_SORT,
    page: positiveInteger(params.get(INVENTORY_PARAMS.page)) ?? 1,
  };
}

/** The search string of `filters`, defaults left out so a plain link stays plain. */
export function searchFor(filters: InventoryFilters): string {
  const params = new URLSearchParams();
  if (filters.query !== '') params.set(INVENTORY_PARAMS.query, filters.query);
  if (filters.categoryId !== null)
    params.set(INVENTORY_PARAMS.categoryId, String(filters.categoryId));
  if (filters.stock !== null) params.set(INVENTORY_PARAMS.stock, filters.stock);
  if (filters.sort !== DEFAULT_SORT) params.set(INVENTORY_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(INVENTORY_PARAMS.page, String(filters.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether the list is narrowed down: an empty answer then means "nothing matches". */
export function isNarrowed(filters: InventoryFilters): boolean {
  return filters.query !== '' || filters.categoryId !== null || filters.stock !== null;
}
