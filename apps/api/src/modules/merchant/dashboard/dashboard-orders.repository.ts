import type { OrderStatus } from '@sauda/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import type { DashboardWindow } from './dashboard-window.js';

// Every figure is aggregated by PostgreSQL; rows never come back one order at a time. Each
// query reads the store's orders of the window through orders_company_id_created_at_idx:
// merchant-indexes.test.ts EXPLAINs the statements built here. Sums arrive as text from some
// drivers: Number().

/** The store's orders placed in the window. */
function placedIn(companyId: number, window: DashboardWindow): SQL {
  return sql`o.company_id = ${companyId}
    AND o.created_at >= ${window.from.toISOString()}::timestamptz
    AND o.created_at < ${window.to.toISOString()}::timestamptz`;
}

export interface StatusSlotTotal {
  status: OrderStatus;
  /** The hour or day of the window: 0 for the first. */
  slot: number;
  orders: number;
  salesPaisa: number;
}

/**
 * The orders of the window and what their goods came to, per status and per hour or day:
 * at most 5 × 30 rows, from which the counts by status and the series are both summed.
 */
export function totalsByStatusAndSlotQuery(companyId: number, window: DashboardWindow): SQL {
  const stepSeconds = window.stepMs / 1000;
  return sql`
    SELECT o.status,
           floor(extract(epoch FROM o.created_at - ${window.from.toISOString()}::timestamptz)
             / ${stepSeconds})::int AS slot,
           count(*) AS orders,
           coalesce(sum(i.sub_total_paisa), 0) AS sales
    FROM orders o
    JOIN invoices i ON i.id = o.invoice_id
    WHERE ${placedIn(companyId, window)}
    GROUP BY 1, 2
  `;
}

export async function totalsByStatusAndSlot(
  db: AppDb,
  companyId: number,
  window: DashboardWindow,
): Promise<StatusSlotTotal[]> {
  const result = await db.execute<{
    status: OrderStatus;
    slot: unknown;
    orders: unknown;
    sales: unknown;
  }>(totalsByStatusAndSlotQuery(companyId, window));
  return result.rows.map((row) => ({
    status: row.status,
    slot: Number(row.slot),
    orders: Number(row.orders),
    salesPaisa: Number(row.sales),
  }));
}

export interface BestSeller {
  productQueryId: string;
  name: string;
  units: number;
  salesPaisa: number;
}

/**
 * The products sold most by units in orders of the window not cancelled (more sales first on
 * a tie), named as the store names them now, or as invoiced when the product is gone.
 */
export function bestSellersQuery(companyId: number, window: DashboardWindow, limit: number): SQL {
  return sql`
    WITH sold AS (
      SELECT ii.product_query_id, sum(ii.quantity) AS units, sum(ii.payable_paisa) AS sales,
             max(ii.product_name) AS invoiced_name
      FROM orders o
      JOIN invoice_items ii ON ii.invoice_id = o.invoice_id
      WHERE ${placedIn(companyId, window)} AND o.status <> 'cancelled'
      GROUP BY ii.product_query_id
      ORDER BY units DESC, sales DESC, ii.product_query_id
      LIMIT ${limit}
    )
    SELECT sold.product_query_id, coalesce(p.name, sold.invoiced_name) AS name, units, sales
    FROM sold
    LEFT JOIN products p ON p.query_id = sold.product_query_id
    ORDER BY units DESC, sales DESC, sold.product_query_id
  `;
}

export async function bestSellers(
  db: AppDb,
  companyId: number,
  window: DashboardWindow,
  limit: number,
): Promise<BestSeller[]> {
  const result = await db.execute<{
    product_query_id: string;
    name: string;
    units: unknown;
    sales: unknown;
  }>(bestSellersQuery(companyId, window, limit));
  return result.rows.map((row) => ({
    productQueryId: row.product_query_id,
    name: row.name,
    units: Number(row.units),
    salesPaisa: Number(row.sales),
  }));
}

/** The store's orders waiting to be accepted now, whenever they were placed. */
export function countPendingOrdersQuery(companyId: number): SQL {
  return sql`
    SELECT count(*) AS pending FROM orders o
    WHERE o.company_id = ${companyId} AND o.status = 'order_pending'
  `;
}

export async function countPendingOrders(db: AppDb, companyId: number): Promise<number> {
  const result = await db.execute<{ pending: unknown }>(countPendingOrdersQuery(companyId));
  return Number(result.rows[0]?.pending ?? 0);
}
