import { and, asc, eq, gt, max, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { invoices, orderStatusEvents, orders } from '../../../db/schema/index.js';
import type { OrderNotification } from '../order-notification.js';
import type { OrderEventsAudience } from './order-events-fan-out.js';

/** The audience's status events: by user or by store (indexes on (user_id, id), (company_id, id)). */
function ofAudience(audience: OrderEventsAudience): SQL {
  return 'userId' in audience
    ? eq(orderStatusEvents.userId, audience.userId)
    : eq(orderStatusEvents.companyId, audience.companyId);
}

/**
 * The audience's status events after `afterId`, oldest first, as the notifications that told
 * of them: a replay builds each stream's entries the way its live events are built.
 */
export async function findOrderNotificationsAfter(
  db: AppDb,
  audience: OrderEventsAudience,
  afterId: number,
  limit: number,
): Promise<OrderNotification[]> {
  const rows = await db
    .select({
      event_id: orderStatusEvents.id,
      order_id: orderStatusEvents.orderId,
      order_query_id: orders.queryId,
      invoice_query_id: invoices.queryId,
      short_order_id: invoices.shortOrderId,
      user_id: orderStatusEvents.userId,
      company_id: orderStatusEvents.companyId,
      status: orderStatusEvents.status,
      at: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(and(ofAudience(audience), gt(orderStatusEvents.id, afterId)))
    .orderBy(asc(orderStatusEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The id of the audience's newest status event; 0 when there is none. */
export async function latestOrderEventId(
  db: AppDb,
  audience: OrderEventsAudience,
): Promise<number> {
  const [row] = await db
    .select({ id: max(orderStatusEvents.id) })
    .from(orderStatusEvents)
    .where(ofAudience(audience));
  return row?.id ?? 0;
}
