import type { CategoriesResponse, Category } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { cacheRegion, defineCacheRegion } from './catalog-cache.js';
import { companyNotFound } from './catalog-errors.js';
import {
  countActiveProducts,
  listCategoryTree,
  type CategoryTreeRow,
  type ProductCountRow,
} from './categories.repository.js';
import { storeDirectory } from './store-directory.js';

/** A store's categories and the exact active-product counts the product lists page with. */
export interface StoreCategories {
  categories: Category[];
  /** Active products of the whole store. */
  total: number;
  /** Sub-category id → its category id. */
  categoryOfSubCategory: ReadonlyMap<number, number>;
}

const STORE_CATEGORIES = defineCacheRegion<number, StoreCategories>('store-categories', 2000);

function countsBy(
  rows: readonly ProductCountRow[],
  keyOf: (row: ProductCountRow) => number | null,
) {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
  }
  return counts;
}

function buildCategories(
  tree: readonly CategoryTreeRow[],
  countRows: readonly ProductCountRow[],
): StoreCategories {
  const byCategory = countsBy(countRows, (row) => row.categoryId);
  const bySubCategory = countsBy(countRows, (row) => row.subCategoryId);
  const categories: Category[] = [];
  const categoryOfSubCategory = new Map<number, number>();
  for (const row of tree) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = {
        id: row.categoryId,
        name: row.categoryName,
        product_count: byCategory.get(row.categoryId) ?? 0,
        sub_categories: [],
      };
      categories.push(category);
    }
    if (row.subCategoryId !== null && row.subCategoryName !== null) {
      categoryOfSubCategory.set(row.subCategoryId, row.categoryId);
      category.sub_categories.push({
        id: row.subCategoryId,
        name: row.subCategoryName,
        product_count: bySubCategory.get(row.subCategoryId) ?? 0,
      });
    }
  }
  const total = countRows.reduce((sum, row) => sum + Number(row.count), 0);
  return { categories, total, categoryOfSubCategory };
}

/** Cached per store: the store page and every product list of the store read it. */
export function storeCategories(db: AppDb, companyId: number): Promise<StoreCategories> {
  return cacheRegion(db, STORE_CATEGORIES).getOrLoad(companyId, async () => {
    const [tree, counts] = await Promise.all([
      listCategoryTree(db, companyId),
      countActiveProducts(db, companyId),
    ]);
    return buildCategories(tree, counts);
  });
}

/** GET companies/{queryId}/categories: a visible store's categories, or 404 company_not_found. */
export async function listStoreCategories(
  db: AppDb,
  storeQueryId: string,
): Promise<CategoriesResponse> {
  const store = (await storeDirectory(db)).byQueryId.get(storeQueryId);
  if (!store) throw companyNotFound();
  return { categories: (await storeCategories(db, store.id)).categories };
}
