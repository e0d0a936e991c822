import { DASHBOARD_RANGES, MERCHANT_ORDERS_PAGE_SIZE } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bestSellersQuery,
  countPendingOrdersQuery,
  totalsByStatusAndSlotQuery,
} from './dashboard/dashboard-orders.repository.js';
import { LOW_STOCK_LIMIT } from './dashboard/dashboard.service.js';
import { dashboardWindow } from './dashboard/dashboard-window.js';
import { lowStockProductsQuery } from './dashboard/low-stock.repository.js';
import { TOP_PRODUCTS_LIMIT } from './dashboard/range-figures.js';
import { useBulkStoreOrders } from './dashboard/testing/use-bulk-store-orders.js';

// The back office reads one store's orders out of every store's: by date (the dashboard) or
// newest first (the queue). These plans prove both reach them through the orders indexes on
// (company_id, created_at) and (company_id, status, created_at), on PGlite and on PostgreSQL.
// The planner is left free (no enable_seqscan = off): 25 stores × 400 orders over 90 days,
// analysed, make one store's orders the small share of the table they are on a marketplace.

const ORDER_INDEXES =
  /(Index Scan using|Index Only Scan using|Bitmap Index Scan on) orders_company_id_(status_)?created_at_idx\b/;
const SEQ_SCAN_ON_ORDERS = /Seq Scan on orders\b/;

const bulk = useBulkStoreOrders({ productsPerStore: 50 });
const { planOf } = bulk;

function expectOrdersByIndex(plan: string) {
  expect(plan).toMatch(ORDER_INDEXES);
  expect(plan).not.toMatch(SEQ_SCAN_ON_ORDERS);
}

describe('the dashboard’s queries', () => {
  it.each(DASHBOARD_RANGES)('read the store’s orders of %s through an index', async (range) => {
    const window = dashboardWindow(range, new Date());
    expectOrdersByIndex(await planOf(totalsByStatusAndSlotQuery(bulk.companyId, window)));
    expectOrdersByIndex(await planOf(bestSellersQuery(bulk.companyId, window, TOP_PRODUCTS_LIMIT)));
  });

  it('count the pending orders through the status index or the pending one', async () => {
    const plan = await planOf(countPendingOrdersQuery(bulk.companyId));
    expect(plan).toMatch(/orders_(company_id_status_created_at|pending_since)_idx/);
    expect(plan).not.toMatch(SEQ_SCAN_ON_ORDERS);
  });

  it('find low stock among the store’s active products only', async () => {
    const plan = await planOf(
      lowStockProductsQuery(bulk.db, bulk.companyId, LOW_STOCK_LIMIT).getSQL(),
    );
    expect(plan).toMatch(/Index Cond: \(company_id = /);
    expect(plan).not.toMatch(/Seq Scan on products\b/);
  });
});

describe('the queue’s first page', () => {
  const page = MERCHANT_ORDERS_PAGE_SIZE;
  const active = sql`('order_pending', 'order_confirmed', 'order_dispatched')`;

  it('reads the newest orders in index order and stops after one page', async () => {
    // The indexes keep created_at DESC NULLS LAST (Drizzle's .desc()): a query ordering the
    // same way reads 25 entries; plain DESC (NULLS FIRST) would sort all the store's orders.
    const all = await planOf(sql`
      SELECT * FROM orders WHERE company_id = ${bulk.companyId}
      ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${page}`);
    const delivered = await planOf(sql`
      SELECT * FROM orders WHERE company_id = ${bulk.companyId} AND status = 'order_delivered'
      ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${page}`);
    for (const plan of [all, delivered]) {
      expect(plan).toMatch(/Index Scan using orders_company_id_(status_)?created_at_idx/);
      expect(plan).toMatch(/Presorted Key: created_at/);
      expect(plan).not.toMatch(SEQ_SCAN_ON_ORDERS);
    }
  });

  it('reaches the store’s orders through an index in any order and filter', async () => {
    const shapes = [
      sql`SELECT * FROM orders WHERE company_id = ${bulk.companyId}
          ORDER BY created_at DESC, id DESC LIMIT ${page}`,
      sql`SELECT * FROM orders WHERE company_id = ${bulk.companyId} AND status = 'order_confirmed'
          ORDER BY created_at DESC, id DESC LIMIT ${page}`,
      sql`SELECT * FROM orders WHERE company_id = ${bulk.companyId} AND status IN ${active}
          ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${page}`,
    ];
    for (const shape of shapes) expectOrdersByIndex(await planOf(shape));
  });
});
