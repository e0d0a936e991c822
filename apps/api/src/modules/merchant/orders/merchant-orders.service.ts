import {
  ORDER_TYPE_STATUSES,
  type MerchantOrder,
  type MerchantOrdersQuery,
  type MerchantOrdersResponse,
  type MerchantTransitionBody,
  type OrderStatus,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { pageOffset, paginationOf } from '../../catalog/pagination.js';
import type { OrderRow } from '../../invoices/order-placement.repository.js';
import { orderNotFound } from '../../orders/order-errors.js';
import { transitionOrder } from '../../orders/order-transition.service.js';
import { presentOrders } from '../../orders/order-view.service.js';
import { findOwnOrder } from '../../orders/orders.repository.js';
import { requireStoreAccess } from '../access/store-access.js';
import { toMerchantOrderJson } from './merchant-order-json.js';
import { parseOrderSearch } from './merchant-order-search.js';
import {
  countStoreOrders,
  listCustomersByIds,
  listStoreOrders,
} from './merchant-orders.repository.js';

type Actor = Pick<UserRow, 'id'>;

function statusesOf(filter: MerchantOrdersQuery['status']): readonly OrderStatus[] | null {
  if (filter === undefined) return null;
  return filter === 'active' ? ORDER_TYPE_STATUSES.active : [filter];
}

async function presentMerchantOrders(
  db: AppDb,
  rows: readonly OrderRow[],
  now: Date,
): Promise<MerchantOrder[]> {
  const [presented, customers] = await Promise.all([
    presentOrders(db, rows, now),
    listCustomersByIds(db, [...new Set(rows.map((row) => row.userId))]),
  ]);
  const customersById = new Map(customers.map((customer) => [customer.id, customer]));
  return presented.map((order, index) =>
    toMerchantOrderJson(order, customersById.get(rows[index]?.userId ?? 0)),
  );
}

async function presentMerchantOrder(db: AppDb, row: OrderRow, now: Date): Promise<MerchantOrder> {
  const [order] = await presentMerchantOrders(db, [row], now);
  if (!order) throw new Error(`order ${row.id} was not presented`);
  return order;
}

/**
 * GET merchant/stores/{storeId}/orders: the queue, newest first; `active` is every order still
 * to finish; `query` finds an order number, a customer's name or phone.
 */
export async function listStoreOrdersPage(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  query: MerchantOrdersQuery,
  now: Date,
): Promise<MerchantOrdersResponse> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readOrders');
  const filter = {
    companyId,
    statuses: statusesOf(query.status),
    search: parseOrderSearch(query.query),
  };
  const [total, rows] = await Promise.all([
    countStoreOrders(db, filter),
    listStoreOrders(db, filter, query.per_page, pageOffset(query.page, query.per_page)),
  ]);
  return {
    orders: await presentMerchantOrders(db, rows, now),
    pagination: paginationOf(query.page, query.per_page, total),
  };
}

/** GET merchant/stores/{storeId}/orders/{orderId}: another store's order answers 404. */
export async function getStoreOrder(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  orderQueryId: string,
  now: Date,
): Promise<MerchantOrder> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readOrders');
  const row = await findOwnOrder(db, orderQueryId, { companyId });
  if (!row) throw orderNotFound();
  return presentMerchantOrder(db, row, now);
}

/**
 * POST merchant/stores/{storeId}/orders/{orderId}/status: the store moves its order one step
 * through the one transition service, with the preparation time when accepting, the code when
 * delivered and the reason when cancelling.
 */
export async function moveStoreOrder(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  orderQueryId: string,
  body: MerchantTransitionBody,
  now: Date,
): Promise<MerchantOrder> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'moveOrders');
  const row = await transitionOrder(db, {
    orderQueryId,
    to: body.status,
    actor: 'merchant',
    owner: { companyId },
    handoverCode: body.handover_code,
    prepMinutes: body.prep_minutes,
    cancelReason: body.reason,
    storeActivity: { actorId: actor.id },
    now,
  });
  return presentMerchantOrder(db, row, now);
}
