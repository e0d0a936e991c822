import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { invoiceItems, orders, products } from '../../../db/schema/index.js';

/** A pending order nobody accepted in time, held for this transaction. */
export interface DueOrder {
  id: number;
  queryId: string;
  companyId: number;
  invoiceId: number;
  orderPendingAt: Date;
}

/**
 * The oldest orders still pending since `pendingBefore` (index orders_pending_since_idx),
 * locked. Rows another transaction holds are skipped, not waited for: another instance's sweep,
 * or a store accepting right now, keeps them.
 */
export function lockDueOrders(
  db: AppDb,
  pendingBefore: Date,
  limit: number,
  skipIds: readonly number[],
): Promise<DueOrder[]> {
  return db
    .select({
      id: orders.id,
      queryId: orders.queryId,
      companyId: orders.companyId,
      invoiceId: orders.invoiceId,
      orderPendingAt: orders.orderPendingAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'order_pending'),
        lte(orders.orderPendingAt, pendingBefore),
        skipIds.length > 0 ? notInArray(orders.id, [...skipIds]) : undefined,
      ),
    )
    .orderBy(asc(orders.orderPendingAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Locks every product these invoices bought, lowest id first. Placing and cancelling take
 * product rows in that order too; giving back the units of several orders one order at a time
 * would not, and could deadlock with a placement.
 */
export async function lockProductsOfInvoices(
  db: AppDb,
  invoiceIds: readonly number[],
): Promise<void> {
  if (invoiceIds.length === 0) return;
  const bought = db
    .select({ id: invoiceItems.productId })
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, [...invoiceIds]));
  await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, bought))
    .orderBy(asc(products.id))
    .for('no key update');
}
