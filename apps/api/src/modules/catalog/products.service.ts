import type { Product, ProductsResponse } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { searchPlan } from '../search/search-plan.service.js';
import { expandQuery } from '../search/search-terms.service.js';
import { cacheRegion, defineCacheRegion } from './catalog-cache.js';
import { storeCategories, type StoreCategories } from './categories.service.js';
import { companyNotFound, orderNotFound, productNotFound } from './catalog-errors.js';
import { pageOf, pageOffset, paginationOf } from './pagination.js';
import { toProductJson } from './product-json.js';
import {
  findOwnOrder,
  findVisibleProduct,
  findVisibleProducts,
  listInvoiceProducts,
  listShelfProductIds,
  type ProductShelf,
} from './products.repository.js';
import { storeDirectory } from './store-directory.js';

export interface StoreProductsQuery {
  storeQueryId: string;
  name?: string | undefined;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  page: number;
  perPage: number;
}

const PRODUCT_BY_QUERY_ID = defineCacheRegion<string, Product | null>(
  'product-by-query-id',
  10_000,
  (change, queryId) => change.productQueryIds.includes(queryId),
);
const PRODUCT_BY_ID = defineCacheRegion<number, Product>('product-by-id', 20_000, (change, id) =>
  change.productIds.includes(id),
);

/** Visible products by id, in the order given; ids no longer visible are left out. */
export async function productsByIds(db: AppDb, ids: readonly number[]): Promise<Product[]> {
  const found = await cacheRegion(db, PRODUCT_BY_ID).getManyOrLoad(ids, async (missing) => {
    const rows = await findVisibleProducts(db, missing);
    return new Map(rows.map((row) => [row.product.id, toProductJson(row)]));
  });
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
}

/** Exact active-product count of the filter, from the store's cached category counts. */
function filteredTotal(
  counts: StoreCategories,
  categoryId?: number,
  subCategoryId?: number,
): number {
  if (subCategoryId !== undefined) {
    const parent = counts.categoryOfSubCategory.get(subCategoryId);
    if (parent === undefined || (categoryId !== undefined && parent !== categoryId)) return 0;
    const category = counts.categories.find((c) => c.id === parent);
    return category?.sub_categories.find((s) => s.id === subCategoryId)?.product_count ?? 0;
  }
  if (categoryId !== undefined) {
    return counts.categories.find((c) => c.id === categoryId)?.product_count ?? 0;
  }
  return counts.total;
}

/** The narrowest shelf of the filter; the filter was checked against the store's categories. */
function shelfOf(companyId: number, query: StoreProductsQuery): ProductShelf {
  if (query.subCategoryId !== undefined) return { subCategoryId: query.subCategoryId };
  if (query.categoryId !== undefined) return { categoryId: query.categoryId };
  return { companyId };
}

async function browseStore(
  db: AppDb,
  companyId: number,
  query: StoreProductsQuery,
): Promise<ProductsResponse> {
  // Exact counts come from the cached category tree; a filter outside the store counts 0.
  const total = filteredTotal(
    await storeCategories(db, companyId),
    query.categoryId,
    query.subCategoryId,
  );
  const offset = pageOffset(query.page, query.perPage);
  const ids =
    offset < total
      ? await listShelfProductIds(db, shelfOf(companyId, query), query.perPage, offset)
      : [];
  return {
    products: await productsByIds(db, ids),
    pagination: paginationOf(query.page, query.perPage, total),
  };
}

async function searchStore(
  db: AppDb,
  companyId: number,
  query: StoreProductsQuery,
  name: string,
): Promise<ProductsResponse> {
  const expanded = await expandQuery(db, name, { autocomplete: false });
  if (!expanded) {
    return { products: [], pagination: paginationOf(query.page, query.perPage, 0) };
  }
  const plan = await searchPlan(db, expanded, {
    companyId,
    categoryId: query.categoryId,
    subCategoryId: query.subCategoryId,
  });
  return {
    products: await productsByIds(db, pageOf(plan.productIds, query.page, query.perPage)),
    pagination: paginationOf(query.page, query.perPage, plan.reportedTotal),
  };
}

/**
 * GET products for a store: its active products by id, optionally of one category or
 * sub-category; with a name, the same matching and ranking as app_search within the store.
 */
export async function listProductsOfStore(
  db: AppDb,
  query: StoreProductsQuery,
): Promise<ProductsResponse> {
  const store = (await storeDirectory(db)).byQueryId.get(query.storeQueryId);
  if (!store) throw companyNotFound();
  const name = query.name?.trim() ?? '';
  return name === '' ? browseStore(db, store.id, query) : searchStore(db, store.id, query, name);
}

/** GET products/{queryId}: a visible product, or 404 product_not_found. */
export async function getProduct(db: AppDb, queryId: string): Promise<Product> {
  const product = await cacheRegion(db, PRODUCT_BY_QUERY_ID).getOrLoad(queryId, async () => {
    const row = await findVisibleProduct(db, queryId);
    return row ? toProductJson(row) : null;
  });
  if (!product) throw productNotFound();
  return product;
}

/**
 * GET products?order_id: the products of one of the signed-in user's orders. Someone else's
 * order answers 404 like a missing one. Private, so never cached.
 */
export async function listProductsOfOrder(
  db: AppDb,
  user: Pick<UserRow, 'id'>,
  orderQueryId: string,
  page: number,
  perPage: number,
): Promise<ProductsResponse> {
  const order = await findOwnOrder(db, orderQueryId, user.id);
  if (!order) throw orderNotFound();
  const products = (await listInvoiceProducts(db, order.invoiceId)).map(toProductJson);
  return {
    products: pageOf(products, page, perPage),
    pagination: paginationOf(page, perPage, products.length),
  };
}
