import { DEFAULT_PAGE, type Category } from '@sauda/domain';
import type { StoreProductsQuery } from '../api/get-products';

type SubCategory = Category['sub_categories'][number];

/** What the address asks the store page to show. */
export interface StoreRequest {
  categoryId: number | null;
  subCategoryId: number | null;
  page: number;
  /** In-store search by product name; '' for none. */
  name: string;
}

export interface StoreSelection {
  category: Category | null;
  subCategory: SubCategory | null;
}

/**
 * SPEC §4: once the categories load, the requested category is selected, or else the first;
 * within it the requested sub-category, or else its first.
 */
export function resolveStoreSelection(
  categories: readonly Category[],
  request: Pick<StoreRequest, 'categoryId' | 'subCategoryId'>,
): StoreSelection {
  const category = categories.find((item) => item.id === request.categoryId) ?? categories[0];
  if (!category) return { category: null, subCategory: null };
  const subCategory =
    category.sub_categories.find((item) => item.id === request.subCategoryId) ??
    category.sub_categories[0] ??
    null;
  return { category, subCategory };
}

/** The products to show: by name when the shopper searches the store, else the selection. */
export function storeProductsQuery(
  storeQueryId: string,
  selection: StoreSelection,
  request: Pick<StoreRequest, 'page' | 'name'>,
): StoreProductsQuery {
  if (request.name !== '') return { storeQueryId, name: request.name, page: request.page };
  return {
    storeQueryId,
    categoryId: selection.category?.id,
    subCategoryId: selection.subCategory?.id,
    page: request.page,
  };
}

/** The store page is reached by its own address or as the product list of SPEC §2. */
export type StoreRoute =
  | { kind: 'store'; storeQueryId: string }
  | { kind: 'productList'; storeQueryId: string; industryId: number };

/** The address of the store page showing `request`; page 1 and empty values stay out. */
export function storeHref(route: StoreRoute, request: StoreRequest): string {
  const params = new URLSearchParams();
  const store = encodeURIComponent(route.storeQueryId);
  let path = `/products/store/${store}`;
  if (route.kind === 'productList') {
    const category = request.categoryId ?? 0;
    const subCategory = request.subCategoryId ?? 0;
    path = `/products/product-list/${store}/${category}/${subCategory}/${route.industryId}`;
  } else {
    if (request.categoryId !== null) params.set('categoryId', String(request.categoryId));
    if (request.subCategoryId !== null) params.set('subCategoryId', String(request.subCategoryId));
  }
  if (request.page > DEFAULT_PAGE) params.set('page', String(request.page));
  if (request.name !== '') params.set('name', request.name);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
