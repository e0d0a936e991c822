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

/** A product's units in orders, and in those of them since cancelled (their stock came back). */
export async function stockLedgerOf(
  db: AppDb,
  productId: number,
): Promise<{ ordered: number; cancelled: number }> {
  const result = await db.execute<{ ordered: number; cancelled: number }>(sql`
    select coalesce(sum(item.quantity), 0)::int as ordered,
           coalesce(sum(item.quantity) filter (where o.status = 'cancelled'), 0)::int as cancelled
    from invoice_items item join orders o on o.invoice_id = item.invoice_id
    where item.product_id = ${productId}`);
  const [row] = result.rows;
  return { ordered: row?.ordered ?? 0, cancelled: row?.cancelled ?? 0 };
}

/**
 * What placing is all or nothing about, read across the whole database: ids of orders whose
 * invoice is not placed or has no items, and of placed invoices without their order. All empty
 * when nothing was left half done. (Stock below zero the database refuses by a constraint.)
 */
export async function halfDonePlacements(db: AppDb) {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ id: number }>(query)).rows.map((row) => row.id);
  return {
    ordersWithoutPlacedInvoice: await ids(sql`
      select o.id from orders o join invoices i on i.id = o.invoice_id where i.status <> 'placed'`),
    ordersWithoutItems: await ids(sql`
      select o.id from orders o
      where not exists (select 1 from invoice_items item where item.invoice_id = o.invoice_id)`),
    placedInvoicesWithoutOrder: await ids(sql`
      select i.id from invoices i
      where i.status = 'placed' and not exists (select 1 from orders o where o.invoice_id = i.id)`),
  };
}

/** What `halfDonePlacements` finds when every placement is whole or not begun. */
export const NOTHING_HALF_DONE = {
  ordersWithoutPlacedInvoice: [],
  ordersWithoutItems: [],
  placedInvoicesWithoutOrder: [],
};
