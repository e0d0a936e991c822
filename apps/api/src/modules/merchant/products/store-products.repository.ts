import { LOW_STOCK_THRESHOLD, type ProductSort, type ProductStockFilter } from '@sauda/domain';
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { categories, products } from '../../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

/** A product with the name of its category, as the back office lists it. */
export interface StoreProductRow {
  product: ProductRow;
  categoryName: string;
}

/** One store's products: by a part of the name, a category, a stock state, a promotion. */
export interface StoreProductsFilter {
  companyId: number;
  nameContains?: string | undefined;
  categoryId?: number | undefined;
  stock?: ProductStockFilter | undefined;
  /** Only products with a promotion set, whether it runs now, later or ran already. */
  withPromotion?: boolean | undefined;
}

const STOCK_CONDITIONS: Record<ProductStockFilter, SQL> = {
  low: sql`(not ${products.unlimited} and ${products.quantity} between 1 and ${LOW_STOCK_THRESHOLD})`,
  out: sql`((not ${products.unlimited} and ${products.quantity} = 0) or (${products.unlimited} and ${products.unlimitedOutOfStock}))`,
  unlimited: sql`${products.unlimited}`,
};

/** `%` and `_` typed by the merchant are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
}

function matching(filter: StoreProductsFilter): SQL | undefined {
  return and(
    eq(products.companyId, filter.companyId),
    // ILIKE '%…%' is what the trigram index products_name_trgm_idx answers.
    filter.nameContains ? ilike(products.name, containing(filter.nameContains)) : undefined,
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.stock ? STOCK_CONDITIONS[filter.stock] : undefined,
    // A zero amount is no promotion (the domain's promotion window reads it so).
    filter.withPromotion ? gt(products.promotionAmountPaisa, 0) : undefined,
  );
}

// The order of products_company_id_lower_name_idx: the default list reads one page of it.
const byName = [sql`lower(${products.name})`, asc(products.id)];
const byNameDescending = [sql`lower(${products.name}) desc`, desc(products.id)];

/**
 * Every order ends on the id, so a page never repeats or skips a product. Stock ascending
 * lists limited products fewest first and unlimited ones after them all.
 */
const ORDERS: Record<ProductSort, SQL[]> = {
  name: byName,
  '-name': byNameDescending,
  // products_company_id_cost_lower_name_idx read backwards: dearest first, ties Z to A.
  price: [asc(products.costPaisa), ...byName],
  '-price': [desc(products.costPaisa), ...byNameDescending],
  stock: [asc(products.unlimited), asc(products.quantity), ...byName],
  '-stock': [desc(products.unlimited), desc(products.quantity), ...byName],
  '-updated': [desc(products.updatedAt), desc(products.id)],
};

export async function countStoreProducts(db: AppDb, filter: StoreProductsFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(matching(filter));
  return row?.total ?? 0;
}

const withCategory = (db: AppDb) =>
  db
    .select({ product: getTableColumns(products), categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));

/** One page of the store's products, inactive ones included. */
export function storeProductsQuery(
  db: AppDb,
  filter: StoreProductsFilter,
  sort: ProductSort,
  limit: number,
  offset: number,
) {
  return withCategory(db)
    .where(matching(filter))
    .orderBy(...ORDERS[sort])
    .limit(limit)
    .offset(offset);
}

export function listStoreProducts(
  db: AppDb,
  filter: StoreProductsFilter,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<StoreProductRow[]> {
  return storeProductsQuery(db, filter, sort, limit, offset);
}

/** The store's product with this query id; another store's answers undefined. */
export async function findStoreProduct(
  db: AppDb,
  companyId: number,
  productQueryId: string,
): Promise<StoreProductRow | undefined> {
  const [row] = await withCategory(db)
    .where(and(eq(products.companyId, companyId), eq(products.queryId, productQueryId)))
    .limit(1);
  return row;
}

/** Locks the store's product for an edit; the lock holds until the transaction ends. */
export async function lockStoreProduct(
  tx: AppDb,
  companyId: number,
  productQueryId: string,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.queryId, productQueryId)))
    .for('update')
    .limit(1);
  return row;
}

export type ProductColumns = Omit<
  typeof products.$inferInsert,
  'id' | 'queryId' | 'companyId' | 'createdAt'
>;

export async function insertStoreProduct(
  tx: AppDb,
  companyId: number,
  columns: ProductColumns,
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...columns, companyId })
    .returning();
  if (!row) throw new Error('the product was not inserted');
  return row;
}

export async function updateStoreProduct(
  tx: AppDb,
  productId: number,
  columns: Partial<ProductColumns>,
): Promise<void> {
  await tx.update(products).set(columns).where(eq(products.id, productId));
}
