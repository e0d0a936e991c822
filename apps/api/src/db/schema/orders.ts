import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, queryId, timestamptz, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { invoices } from './invoices.js';
import { users } from './users.js';

export const orderStatus = pgEnum('order_status', [
  'order_pending',
  'order_confirmed',
  'order_dispatched',
  'order_delivered',
  'cancelled',
]);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    /** Unique: placing an invoice twice can never make two orders. */
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: orderStatus('status').notNull().default('order_pending'),
    orderPendingAt: timestamptz('order_pending_at').notNull().defaultNow(),
    orderConfirmedAt: timestamptz('order_confirmed_at'),
    orderDispatchedAt: timestamptz('order_dispatched_at'),
    orderDeliveredAt: timestamptz('order_delivered_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** Who cancelled: 'customer', 'merchant' or 'admin'. */
    cancelledBy: text('cancelled_by'),
    handoverCode: text('handover_code'),
    /** Set when the store accepts: how long it needs to prepare the order. */
    prepMinutes: integer('prep_minutes'),
    /** Why the order was cancelled (required of the store, shown to the shopper). */
    cancelReason: text('cancel_reason'),
    /** The store's commission rate when the order was placed: the ledger never uses today's. */
    commissionRateBps: integer('commission_rate_bps').notNull().default(1000),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_id_status_created_at_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('orders_company_id_status_created_at_idx').on(t.companyId, t.status, t.createdAt.desc()),
    // The back office's queue without a status filter, and the dashboard's date ranges.
    index('orders_company_id_created_at_idx').on(t.companyId, t.createdAt.desc()),
    // The store's ledger and P&L: its delivered and cancelled orders by the time they settled.
    index('orders_company_id_settled_at_idx')
      .on(t.companyId, sql`coalesce(${t.orderDeliveredAt}, ${t.cancelledAt})`)
      .where(sql`${t.status} in ('order_delivered', 'cancelled')`),
    // The sweep that cancels orders no store answered: only pending orders, oldest first.
    index('orders_pending_since_idx')
      .on(t.orderPendingAt)
      .where(sql`${t.status} = 'order_pending'`),
  ],
);

/** Append-only log; `id` is the Server-Sent Events id a client resumes from. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's store: the back office's event stream replays by it. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: orderStatus('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_events_user_id_id_idx').on(t.userId, t.id),
    index('order_status_events_company_id_id_idx').on(t.companyId, t.id),
    index('order_status_events_order_id_idx').on(t.orderId),
  ],
);
