import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, industries, invoiceItems, orders, products } from '../../db/schema/index.js';

/** A product with what its JSON needs from its store and industry. */
export interface ProductWithStoreRow {
  product: typeof products.$inferSelect;
  merchantName: string;
  merchantQueryId: string;
  industrySlug: string;
}

function selectProducts(db: AppDb) {
  return db
    .select({
      product: products,
      merchantName: companies.name,
      merchantQueryId: companies.queryId,
      industrySlug: industries.slug,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(industries, eq(industries.id, companies.industryId));
}

/** A shopper sees a product only while it, its store and the store's industry are active. */
const visible: SQL = sql`${products.isActive} AND ${companies.isActive} AND ${industries.isActive}`;

/** Which active products to page through: a store's, a category's or a sub-category's. */
export type ProductShelf =
  { companyId: number } | { categoryId: number } | { subCategoryId: number };

function shelfCondition(shelf: ProductShelf): SQL {
  if ('subCategoryId' in shelf) return eq(products.subCategoryId, shelf.subCategoryId);
  if ('categoryId' in shelf) return eq(products.categoryId, shelf.categoryId);
  return eq(products.companyId, shelf.companyId);
}

/**
 * Ids of one page of a shelf's active products, by id. Only the id is read, so the partial
 * `…_active_…_id_idx` indexes answer it without touching the table, even for a deep page.
 */
export async function listShelfProductIds(
  db: AppDb,
  shelf: ProductShelf,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(shelfCondition(shelf), sql`${products.isActive}`))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Visible products among these ids, in no particular order. */
export function findVisibleProducts(
  db: AppDb,
  ids: readonly number[],
): Promise<ProductWithStoreRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProducts(db).where(and(visible, inArray(products.id, [...ids])));
}

export async function findVisibleProduct(
  db: AppDb,
  queryId: string,
): Promise<ProductWithStoreRow | undefined> {
  const [row] = await selectProducts(db)
    .where(and(visible, eq(products.queryId, queryId)))
    .limit(1);
  return row;
}

/** The order of this user with this query id, if there is one. */
export async function findOwnOrder(
  db: AppDb,
  orderQueryId: string,
  userId: number,
): Promise<{ invoiceId: number } | undefined> {
  const [row] = await db
    .select({ invoiceId: orders.invoiceId })
    .from(orders)
    .where(and(eq(orders.queryId, orderQueryId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The products behind an invoice's lines as the catalog has them now, in line order, one row
 * per product. Products hidden since are left out: they can no longer be ordered again.
 */
export function listInvoiceProducts(db: AppDb, invoiceId: number): Promise<ProductWithStoreRow[]> {
  const firstLine = db
    .select({
      productId: invoiceItems.productId,
      firstLineId: sql<number>`min(${invoiceItems.id})`.as('first_line_id'),
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .groupBy(invoiceItems.productId)
    .as('first_line');
  return selectProducts(db)
    .innerJoin(firstLine, eq(firstLine.productId, products.id))
    .where(visible)
    .orderBy(asc(firstLine.firstLineId));
}
