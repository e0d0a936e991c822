import type { OrderType } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb, Database } from '../../db/client.js';
import { queryPlanOf } from '../../test/query-plan.js';
import { createTestDatabase } from '../../test/test-database.js';
import { orderSummariesQuery } from './order-summaries.repository.js';

// 400 shoppers with 50 orders each: one shopper's history is the small share of the orders it
// is on a marketplace. A page of cards reads that shopper's orders through the index on
// (user_id, status, created_at) and each card's lines and steps through their order's index,
// on PGlite and on PostgreSQL alike.

const SHOPPERS = 400;
const ORDERS_EACH = 50;
let database: Database | undefined;
let userId = 0;

async function insertBulkShopperOrders(db: AppDb): Promise<number> {
  await db.execute(
    sql`INSERT INTO industries (id, name, slug, position) VALUES (1, 'Food', 'food', 1)`,
  );
  await db.execute(sql`
    INSERT INTO companies (query_id, industry_id, name, slug, lat, long)
    SELECT 'store-' || n, 1, 'Store ' || n, 'store-' || n, 24.86, 67.01
    FROM generate_series(1, 20) n
  `);
  await db.execute(sql`
    INSERT INTO users (status, is_guest, full_name)
    SELECT 'active', false, 'Shopper ' || n FROM generate_series(1, ${SHOPPERS}) n
  `);
  await db.execute(sql`
    INSERT INTO invoices (user_id, company_id, status, payable_paisa, created_at, placed_at)
    SELECT u.id, (SELECT min(id) FROM companies) + n % 20, 'placed', 50000 + n,
           now() - n * interval '1 hour', now() - n * interval '1 hour'
    FROM users u CROSS JOIN generate_series(1, ${ORDERS_EACH}) n
  `);
  await db.execute(sql`
    INSERT INTO orders (invoice_id, user_id, company_id, status, order_pending_at, created_at)
    SELECT id, user_id, company_id,
           CASE id % 4 WHEN 0 THEN 'order_pending' WHEN 1 THEN 'order_delivered'
             WHEN 2 THEN 'cancelled' ELSE 'order_confirmed' END::order_status,
           created_at, created_at
    FROM invoices
  `);
  await db.execute(sql`
    INSERT INTO invoice_items (invoice_id, product_query_id, product_name, quantity,
      unit_cost_paisa, unit_cost_after_discount_paisa, amount_paisa, payable_paisa)
    SELECT i.id, 'product-' || line, 'Product ' || line, 1 + line, 10000, 10000, 10000, 10000
    FROM invoices i CROSS JOIN generate_series(0, 2) line
  `);
  await db.execute(sql`
    INSERT INTO order_status_events (order_id, user_id, company_id, status, created_at)
    SELECT id, user_id, company_id, 'order_pending', created_at FROM orders
  `);
  await db.execute(sql`ANALYZE`);
  const result = await db.execute<{ id: number }>(sql`SELECT min(id) AS id FROM users`);
  return Number(result.rows[0]?.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertBulkShopperOrders(database.db);
}, 120_000);
afterAll(() => database?.close());

function planOfPage(tab: OrderType): Promise<string> {
  if (!database) throw new Error('the bulk database is only created in beforeAll');
  const query = orderSummariesQuery(database.db, tab, { userId, limit: 24, offset: 0 });
  return queryPlanOf(database.db, query.getSQL());
}

describe('the history page’s query plan', () => {
  it.each(['active', 'past', 'cancelled'] as const)(
    'reads the %s tab of one shopper through the indexes',
    async (tab) => {
      const plan = await planOfPage(tab);
      expect(plan).toMatch(
        /Index (Only )?Scan.* on orders_user_id_status_created_at_idx|Bitmap Index Scan on orders_user_id_status_created_at_idx/,
      );
      expect(plan).not.toMatch(/Seq Scan on (orders|invoices|invoice_items|order_status_events)\b/);
      expect(plan).toMatch(/invoice_items_invoice_id_idx/);
      expect(plan).toMatch(/order_status_events_order_id_idx/);
    },
  );
});
