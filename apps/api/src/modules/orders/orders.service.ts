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
import { listOrderSummaries } from './order-summaries.repository.js';
import { toOrderSummaryJson } from './order-summary-json.js';
import { presentOrders } from './order-view.service.js';
import { countOrdersOfUser, findOwnOrder } from './orders.repository.js';

export async function presentOrder(db: AppDb, row: OrderRow, now: Date): Promise<Order> {
  const [order] = await presentOrders(db, [row], now);
  if (!order) throw new Error(`order ${row.id} was not presented`);
  return order;
}

/**
 * GET users/orders: one page of a tab (active, past, cancelled), newest first, as card
 * summaries: one query whatever the page size (the full invoice comes with the detail). The
 * total is the tab's count, which the web shows as the number of active orders.
 */
export async function listOrders(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  query: OrdersQuery,
): Promise<OrdersResponse> {
  const { order_type: tab, page, per_page: perPage } = query;
  const { rows, total } = await listOrderSummaries(db, tab, {
    userId: actor.id,
    limit: perPage,
    offset: pageOffset(page, perPage),
  });
  // A page past the tab's end has no row to carry the count.
  const tabTotal = total ?? (await countOrdersOfUser(db, actor.id, ORDER_TYPE_STATUSES[tab]));
  return {
    orders: rows.map(toOrderSummaryJson),
    pagination: paginationOf(page, perPage, tabTotal),
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
