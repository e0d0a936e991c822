import type { OrderStatus } from '@sauda/domain';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../db/client.js';
import { invoices, orders, users } from '../../../db/schema/index.js';
import type { OrderSearch } from './merchant-order-search.js';

/** One store's queue: its orders in these statuses (all when null), matching the search. */
export interface StoreOrdersFilter {
  companyId: number;
  statuses: readonly OrderStatus[] | null;
  search: OrderSearch | null;
}

export interface CustomerRow {
  id: number;
  fullName: string | null;
  mobileNumber: string | null;
}

function statusIn(statuses: readonly OrderStatus[] | null): SQL | undefined {
  if (statuses === null) return undefined;
  // One status reads orders_company_id_status_created_at_idx in order.
  const [only] = statuses;
  if (statuses.length === 1 && only) return eq(orders.status, only);
  return inArray(orders.status, [...statuses]);
}

function matching(search: OrderSearch | null): SQL | undefined {
  if (!search) return undefined;
  // Typed in full: the unique index on the number answers at once.
  if (search.kind === 'orderNumber') return eq(invoices.shortOrderId, search.shortOrderId);
  const { orderNumber, name, phoneDigits } = search;
  return or(
    orderNumber ? like(invoices.shortOrderId, orderNumber) : undefined,
    ilike(invoices.recipientName, name),
    ilike(users.fullName, name),
    phoneDigits ? like(invoices.recipientPhoneNumber, phoneDigits) : undefined,
    phoneDigits ? like(users.mobileNumber, phoneDigits) : undefined,
  );
}

/**
 * The store's orders, joined to their invoices and customers only when searching: without a
 * search the queue reads the orders indexes alone.
 */
function ofStore<T extends PgSelect>(query: T, filter: StoreOrdersFilter): T {
  const where = and(
    eq(orders.companyId, filter.companyId),
    statusIn(filter.statuses),
    matching(filter.search),
  );
  if (!filter.search) return query.where(where);
  // The joins only add columns to filter on: every caller selects its own fields, so the
  // answer's type is the query's own.
  return query
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where) as unknown as T;
}

/**
 * Counts stop here: a busy store's history runs to 100,000 orders, and counting them all on
 * every page cost more than the page itself (p95 140 ms at 10 connections). 10,000 orders are
 * 400 pages of "Load more", more than anyone reads.
 */
export const STORE_ORDERS_COUNT_CAP = 10_000;

/** How many orders match, up to `cap`. */
export async function countStoreOrders(
  db: AppDb,
  filter: StoreOrdersFilter,
  cap = STORE_ORDERS_COUNT_CAP,
): Promise<number> {
  const matches = ofStore(
    db
      .select({ one: sql`1` })
      .from(orders)
      .$dynamic(),
    filter,
  )
    .limit(cap)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/**
 * One page of the queue, newest first. "desc nulls last" is the indexes' own order
 * (orders_company_id_created_at_idx and the one with status): a first page reads a few index
 * entries, however many orders the store has.
 */
export function listStoreOrders(
  db: AppDb,
  filter: StoreOrdersFilter,
  limit: number,
  offset: number,
) {
  const query = db.select(getTableColumns(orders)).from(orders).$dynamic();
  return ofStore(query, filter)
    .orderBy(sql`${orders.createdAt} desc nulls last`, desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** Who placed these orders: the name and phone of their accounts. */
export function listCustomersByIds(db: AppDb, ids: readonly number[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, fullName: users.fullName, mobileNumber: users.mobileNumber })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
