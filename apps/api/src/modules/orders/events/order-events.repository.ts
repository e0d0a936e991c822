import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { invoices, orderStatusEvents, orders } from '../../../db/schema/index.js';
import type { OrderStatusEventEntry } from './order-status-event-entry.js';

/** The user's status events after `afterId`, oldest first. */
export async function findOrderStatusEventsAfter(
  db: AppDb,
  userId: number,
  afterId: number,
  limit: number,
): Promise<OrderStatusEventEntry[]> {
  const rows = await db
    .select({
      id: orderStatusEvents.id,
      status: orderStatusEvents.status,
      at: orderStatusEvents.createdAt,
      orderQueryId: orders.queryId,
      invoiceQueryId: invoices.queryId,
      shortOrderId: invoices.shortOrderId,
    })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(and(eq(orderStatusEvents.userId, userId), gt(orderStatusEvents.id, afterId)))
    .orderBy(asc(orderStatusEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    data: {
      order_query_id: row.orderQueryId,
      invoice_query_id: row.invoiceQueryId,
      short_order_id: row.shortOrderId,
      status: row.status,
      at: row.at.toISOString(),
    },
  }));
}

/** The id of the user's newest status event; 0 when there is none. */
export async function latestOrderStatusEventId(db: AppDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(orderStatusEvents.id) })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.userId, userId));
  return row?.id ?? 0;
}
