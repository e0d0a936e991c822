import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import {
  invoices,
  orderStatusEvents,
  orders,
  products,
  voucherUses,
} from '../../../db/schema/index.js';

// What the tests read straight from the database, to see what a call changed.

export async function stockOf(db: AppDb, productQueryId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.queryId, productQueryId));
  if (!row) throw new Error(`no product ${productQueryId}`);
  return row.quantity;
}

export async function invoiceRow(db: AppDb, invoiceQueryId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.queryId, invoiceQueryId));
  if (!row) throw new Error(`no invoice ${invoiceQueryId}`);
  return row;
}

export async function ordersOf(db: AppDb, invoiceQueryId: string) {
  return db
    .select({ order: orders })
    .from(orders)
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(eq(invoices.queryId, invoiceQueryId))
    .then((rows) => rows.map((row) => row.order));
}

export async function statusEventsOf(db: AppDb, orderId: number) {
  return db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
}

export async function countVoucherUses(
  db: AppDb,
  voucherId: number,
  userId?: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(voucherUses)
    .where(
      userId === undefined
        ? eq(voucherUses.voucherId, voucherId)
        : and(eq(voucherUses.voucherId, voucherId), eq(voucherUses.userId, userId)),
    );
  return row?.count ?? 0;
}
