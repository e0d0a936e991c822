import type { MerchantProduct, MerchantProductsList, MerchantProductsQuery } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { productNotFound } from '../../catalog/catalog-errors.js';
import { pageOffset, paginationOf } from '../../catalog/pagination.js';
import { requireStoreAccess } from '../access/store-access.js';
import { toMerchantProductJson } from './merchant-product-json.js';
import {
  countStoreProducts,
  findStoreProduct,
  listStoreProducts,
  type StoreProductsFilter,
} from './store-products.repository.js';

type Actor = Pick<UserRow, 'id'>;

/**
 * GET merchant/stores/{storeId}/products: the store's own list, inactive products included,
 * searched by name, filtered by category, stock and promotion, sorted and paged on the server.
 */
export async function listStoreProductsPage(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  query: MerchantProductsQuery,
): Promise<MerchantProductsList> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readStore');
  const filter: StoreProductsFilter = {
    companyId,
    nameContains: query.query || undefined,
    categoryId: query.category_id,
    stock: query.stock,
    withPromotion: query.promotion === 'on',
  };
  const offset = pageOffset(query.page, query.per_page);
  const [total, rows] = await Promise.all([
    countStoreProducts(db, filter),
    listStoreProducts(db, filter, query.sort, query.per_page, offset),
  ]);
  return {
    products: rows.map((row) => toMerchantProductJson(row)),
    pagination: paginationOf(query.page, query.per_page, total),
  };
}

/** GET merchant/stores/{storeId}/products/{productId}: another store's product answers 404. */
export async function getStoreProduct(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  productQueryId: string,
): Promise<MerchantProduct> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readStore');
  return toMerchantProductJson(await requireStoreProduct(db, companyId, productQueryId));
}

/** The store's product as the back office shows it, or 404. */
export async function requireStoreProduct(db: AppDb, companyId: number, productQueryId: string) {
  const row = await findStoreProduct(db, companyId, productQueryId);
  if (!row) throw productNotFound();
  return row;
}
