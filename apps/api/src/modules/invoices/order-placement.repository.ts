import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, orderStatusEvents, orders } from '../../db/schema/index.js';
import { newHandoverCode } from '../orders/handover-code.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;

export interface NewOrder {
  invoiceId: number;
  userId: number;
  companyId: number;
  placedAt: Date;
}

export async function insertPendingOrder(db: AppDb, order: NewOrder): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      invoiceId: order.invoiceId,
      userId: order.userId,
      companyId: order.companyId,
      status: 'order_pending',
      handoverCode: newHandoverCode(),
      orderPendingAt: order.placedAt,
      createdAt: order.placedAt,
      updatedAt: order.placedAt,
      // The rate as it is now, in the placement's transaction: a later change of the store's
      // rate never rewrites this order's commission in the ledger.
      commissionRateBps: sql`(SELECT ${companies.commissionRateBps} FROM ${companies}
        WHERE ${companies.id} = ${order.companyId})`,
    })
    .returning();
  if (!row) throw new Error(`order of invoice ${order.invoiceId} was not inserted`);
  return row;
}

export async function insertOrderStatusEvent(
  db: AppDb,
  order: OrderRow,
  at: Date,
): Promise<OrderStatusEventRow> {
  const [row] = await db
    .insert(orderStatusEvents)
    .values({
      orderId: order.id,
      userId: order.userId,
      companyId: order.companyId,
      status: order.status,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error(`status event of order ${order.id} was not inserted`);
  return row;
}

export async function findOrderOfInvoice(
  db: AppDb,
  invoiceId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.invoiceId, invoiceId)).limit(1);
  return row;
}
