import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { products, voucherUses } from '../../db/schema/index.js';

/**
 * Gives back units an order took. Unlimited products never counted them. True when the
 * product's count changed.
 */
export async function returnStock(
  db: AppDb,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.unlimited, false)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Forgets the voucher use of an invoice, so that a cancelled order does not spend it. */
export async function releaseVoucherUse(db: AppDb, invoiceId: number): Promise<void> {
  await db.delete(voucherUses).where(eq(voucherUses.invoiceId, invoiceId));
}
