import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, industries, products } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

/** A product asked for on an invoice, and whether a shopper may see it. */
export interface InvoiceProductRow {
  product: ProductRow;
  visible: boolean;
}

/** The products with these query ids, in any store, hidden ones flagged. */
export function findProductsByQueryIds(
  db: AppDb,
  queryIds: readonly string[],
): Promise<InvoiceProductRow[]> {
  if (queryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      product: products,
      visible: sql<boolean>`${products.isActive} and ${companies.isActive} and ${industries.isActive}`,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(inArray(products.queryId, [...queryIds]));
}

/**
 * Takes `quantity` units of a product in one statement (DESIGN §4 Stock): a limited product
 * only while it has that many, an unlimited one only while it is not marked out of stock.
 * False when the product cannot give them; the row stays locked until the transaction ends.
 */
export async function takeStock(db: AppDb, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      quantity: sql`case when ${products.unlimited} then ${products.quantity} else ${products.quantity} - ${quantity} end`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        sql`(${products.unlimited} and not ${products.unlimitedOutOfStock}
          or not ${products.unlimited} and ${products.quantity} >= ${quantity})`,
      ),
    )
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function findProductById(db: AppDb, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}
