import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { invoices, orderStatusEvents, orders } from '../../../db/schema/index.js';
import type { StoreEventEntry } from './store-event-entry.js';

/** The store's status events after `afterId`, oldest first (index on company_id, id). */
export async function findStoreEventsAfter(
  db: AppDb,
  companyId: number,
  afterId: number,
  limit: number,
): Promise<StoreEventEntry[]> {
  const rows = await db
    .select({
      id: orderStatusEvents.id,
      status: orderStatusEvents.status,
      at: orderStatusEvents.createdAt,
      orderQueryId: orders.queryId,
      shortOrderId: invoices.shortOrderId,
    })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(and(eq(orderStatusEvents.companyId, companyId), gt(orderStatusEvents.id, afterId)))
    .orderBy(asc(orderStatusEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    data: {
      order_query_id: row.orderQueryId,
      short_order_id: row.shortOrderId,
      status: row.status,
      at: row.at.toISOString(),
    },
  }));
}

/** The id of the store's newest status event; 0 when there is none. */
export async function latestStoreEventId(db: AppDb, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(orderStatusEvents.id) })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.companyId, companyId));
  return row?.id ?? 0;
}
