import {
  ORDER_TYPE_STATUSES,
  type Order,
  type OrdersQuery,
  type OrdersResponse,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { pageOffset, paginationOf } from '../catalog/pagination.js';
import type { OrderRow } from '../invoices/order-placement.repository.js';
import { orderNotFound } from './order-errors.js';
import { transitionOrder } from './order-transition.service.js';
import { presentOrders } from './order-view.service.js';
import { countOrdersOfUser, findOwnOrder, listOrdersOfUser } from './orders.repository.js';

export async function presentOrder(db: AppDb, row: OrderRow, now: Date): Promise<Order> {
  const [order] = await presentOrders(db, [row], now);
  if (!order) throw new Error(`order ${row.id} was not presented`);
  return order;
}

/**
 * GET users/orders: one page of a tab (active, past, cancelled), newest first. The total is
 * the tab's count, which the web shows as the number of active orders.
 */
export async function listOrders(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  query: OrdersQuery,
  now: Date,
): Promise<OrdersResponse> {
  const statuses = ORDER_TYPE_STATUSES[query.order_type];
  const offset = pageOffset(query.page, query.per_page);
  const [total, rows] = await Promise.all([
    countOrdersOfUser(db, actor.id, statuses),
    listOrdersOfUser(db, actor.id, statuses, query.per_page, offset),
  ]);
  return {
    orders: await presentOrders(db, rows, now),
    pagination: paginationOf(query.page, query.per_page, total),
  };
}

/** GET users/orders/{id}: the user's own order; anyone else's answers 404 like a missing one. */
export async function getOrder(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  orderQueryId: string,
  now: Date,
): Promise<Order> {
  const row = await findOwnOrder(db, orderQueryId, { userId: actor.id });
  if (!row) throw orderNotFound();
  return presentOrder(db, row, now);
}

/** POST users/orders/{id}/cancel: only while the order is pending. */
export async function cancelOrder(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  orderQueryId: string,
  now: Date,
): Promise<Order> {
  const row = await transitionOrder(db, {
    orderQueryId,
    to: 'cancelled',
    actor: 'customer',
    owner: { userId: actor.id },
    now,
  });
  return presentOrder(db, row, now);
}
