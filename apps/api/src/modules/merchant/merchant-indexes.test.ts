import { DASHBOARD_RANGES, MERCHANT_ORDERS_PAGE_SIZE } from '@sauda/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import {
  bestSellersQuery,
  countPendingOrdersQuery,
  totalsByStatusAndSlotQuery,
} from './dashboard/dashboard-orders.repository.js';
import { LOW_STOCK_LIMIT } from './dashboard/dashboard.service.js';
import { dashboardWindow } from './dashboard/dashboard-window.js';
import { lowStockProductsQuery } from './dashboard/low-stock.repository.js';
import { TOP_PRODUCTS_LIMIT } from './dashboard/range-figures.js';
import { insertBulkStoreOrders } from './dashboard/testing/bulk-store-orders.js';

// The back office reads one store's orders out of every store's: by date (the dashboard) or
// newest first (the queue). These plans prove both reach them through the orders indexes on
// (company_id, created_at) and (company_id, status, created_at), on PGlite and on PostgreSQL.
// The planner is left free (no enable_seqscan = off): 25 stores × 400 orders over 90 days,
// analysed, make one store's orders the small share of the table they are on a marketplace.

const ORDER_INDEXES =
  /(Index Scan using|Index Only Scan using|Bitmap Index Scan on) orders_company_id_(status_)?created_at_idx\b/;
const SEQ_SCAN_ON_ORDERS = /Seq Scan on orders\b/;

let database: Database;
let companyId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ companyId } = await insertBulkStoreOrders(database.db, {
    stores: 25,
    ordersPerStore: 400,
    days: 90,
    productsPerStore: 50,
  }));
}, 120_000);
afterAll(() => database.close());

async function planOf(query: SQL): Promise<string> {
  const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

function expectOrdersByIndex(plan: string) {
  expect(plan).toMatch(ORDER_INDEXES);
  expect(plan).not.toMatch(SEQ_SCAN_ON_ORDERS);
}

describe('the dashboard’s queries', () => {
  it.each(DASHBOARD_RANGES)('read the store’s orders of %s through an index', async (range) => {
    const window = dashboardWindow(range, new Date());
    expectOrdersByIndex(await planOf(totalsByStatusAndSlotQuery(companyId, window)));
    expectOrdersByIndex(await planOf(bestSellersQuery(companyId, window, TOP_PRODUCTS_LIMIT)));
  });

  it('count the pending orders through the status index or the pending one', async () => {
    const plan = await planOf(countPendingOrdersQuery(companyId));
    expect(plan).toMatch(/orders_(company_id_status_created_at|pending_since)_idx/);
    expect(plan).not.toMatch(SEQ_SCAN_ON_ORDERS);
  });

  it('find low stock among the store’s active products only', async () => {
    const plan = await planOf(
      lowStockProductsQuery(database.db, companyId, LOW_STOCK_LIMIT).getSQL(),
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
      SELECT * FROM orders WHERE company_id = ${companyId}
      ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${page}`);
    const delivered = await planOf(sql`
      SELECT * FROM orders WHERE company_id = ${companyId} AND status = 'order_delivered'
      ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${page}`);
    for (const plan of [all, delivered]) {
      expect(plan).toMatch(/Index Scan using orders_company_id_(status_)?created_at_idx/);
      expect(plan).toMatch(/Presorted Key: created_at/);
      expect(plan).not.toMatch(SEQ_SCAN_ON_ORDERS);
    }
  });

  it('reaches the store’s orders through an index in any order and filter', async () => {
    const shapes = [
      sql`SELECT * FROM orders WHERE company_id = ${companyId}
          ORDER BY created_at DESC, id DESC LIMIT ${page}`,
      sql`SELECT * FROM orders WHERE company_id = ${companyId} AND status = 'order_confirmed'
          ORDER BY created_at DESC, id DESC LIMIT ${page}`,
      sql`SELECT * FROM orders WHERE company_id = ${companyId} AND status IN ${active}
          ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${page}`,
    ];
    for (const shape of shapes) expectOrdersByIndex(await planOf(shape));
  });
});
