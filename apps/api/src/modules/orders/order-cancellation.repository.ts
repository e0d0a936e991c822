import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, products, voucherUses } from '../../db/schema/index.js';

/** The updated product's store, read by the same statement. */
const storeQueryIdOfProduct = sql<string>`(
  select ${companies.queryId} from ${companies} where ${companies.id} = ${products.companyId}
)`;

/**
 * Gives back units an order took. Unlimited products never counted them. When the product's
 * count changed, its store's query id (so that only that store's cached stock is forgotten);
 * otherwise null.
 */
export async function returnStock(
  db: AppDb,
  productId: number,
  quantity: number,
): Promise<string | null> {
  const [row] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.unlimited, false)))
    .returning({ storeQueryId: storeQueryIdOfProduct });
  return row?.storeQueryId ?? null;
}

/** Forgets the voucher use of an invoice, so that a cancelled order does not spend it. */
export async function releaseVoucherUse(db: AppDb, invoiceId: number): Promise<void> {
  await db.delete(voucherUses).where(eq(voucherUses.invoiceId, invoiceId));
}
