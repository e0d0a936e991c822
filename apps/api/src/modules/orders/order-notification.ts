import type { OrderStatus } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import type { InvoiceRow } from '../invoices/invoices.repository.js';
import type { OrderRow } from '../invoices/order-placement.repository.js';
import { noteOrderChange } from './history-cache/order-changes-scope.js';

/** The Postgres channel every API instance listens on for order status changes. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** What a status change tells the listeners: enough to route it to its user and render it. */
export interface OrderNotification {
  /** order_status_events.id: the Server-Sent Events id a client resumes from. */
  event_id: number;
  order_id: number;
  order_query_id: string;
  invoice_query_id: string;
  short_order_id: string | null;
  user_id: number;
  company_id: number;
  status: OrderStatus;
  /** ISO instant. */
  at: string;
}

/** The notification of the order's current status, recorded as status event `eventId` at `at`. */
export function orderNotificationOf(
  order: OrderRow,
  invoice: InvoiceRow,
  eventId: number,
  at: Date,
): OrderNotification {
  return {
    event_id: eventId,
    order_id: order.id,
    order_query_id: order.queryId,
    invoice_query_id: invoice.queryId,
    short_order_id: invoice.shortOrderId,
    user_id: order.userId,
    company_id: order.companyId,
    status: order.status,
    at: at.toISOString(),
  };
}

/**
 * Delivered to listeners when the transaction commits, and not at all when it rolls back. Every
 * placement and status move passes here: it is also where the shopper's kept history is emptied.
 */
export async function notifyOrderEvent(db: AppDb, notification: OrderNotification): Promise<void> {
  noteOrderChange(notification.user_id);
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(notification)})`);
}
