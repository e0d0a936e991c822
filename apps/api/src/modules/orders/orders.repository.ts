import type { OrderStatus } from '@sauda/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, orderStatusEvents, orders } from '../../db/schema/index.js';
import type { OrderRow, OrderStatusEventRow } from '../invoices/order-placement.repository.js';

/** Whose order: a shopper's, or a store's (the back office and the demo console). */
export type OrderOwner = { userId: number } | { companyId: number };

function ownedBy(queryId: string, owner: OrderOwner): SQL | undefined {
  const scope =
    'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.companyId, owner.companyId);
  return and(eq(orders.queryId, queryId), scope);
}

function ofUserIn(userId: number, statuses: readonly OrderStatus[]): SQL | undefined {
  return and(eq(orders.userId, userId), inArray(orders.status, [...statuses]));
}

export async function countOrdersOfUser(
  db: AppDb,
  userId: number,
  statuses: readonly OrderStatus[],
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(ofUserIn(userId, statuses));
  return row?.total ?? 0;
}

/** Another owner's order is looked up like a missing one (DESIGN §4 Ownership). */
export async function findOwnOrder(
  db: AppDb,
  queryId: string,
  owner: OrderOwner,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(ownedBy(queryId, owner)).limit(1);
  return row;
}

/** Holds the order's row until the transaction ends: one status change at a time. */
export async function lockOwnOrder(
  db: AppDb,
  queryId: string,
  owner: OrderOwner,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(ownedBy(queryId, owner)).for('update');
  return row;
}

/** Any order by its query id: only the demo console, which acts as the order's own store. */
export async function findOrderByQueryId(
  db: AppDb,
  queryId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.queryId, queryId)).limit(1);
  return row;
}

export type OrderStatusChange = Pick<
  typeof orders.$inferInsert,
  | 'status'
  | 'orderConfirmedAt'
  | 'orderDispatchedAt'
  | 'orderDeliveredAt'
  | 'cancelledAt'
  | 'cancelledBy'
  | 'handoverCode'
  | 'prepMinutes'
  | 'cancelReason'
  | 'updatedAt'
>;

export async function updateOrderStatus(
  db: AppDb,
  orderId: number,
  change: OrderStatusChange,
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(change).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

/** The store's usual preparation time: what accepting promises when the store names none. */
export async function findPreparationMinutes(db: AppDb, companyId: number): Promise<number> {
  const [row] = await db
    .select({ minutes: companies.preparationMinutes })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`store ${companyId} of an order is missing`);
  return row.minutes;
}

/** The status events of these orders, oldest first. */
export function listStatusEvents(
  db: AppDb,
  orderIds: readonly number[],
): Promise<OrderStatusEventRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, [...orderIds]))
    .orderBy(asc(orderStatusEvents.id));
}
