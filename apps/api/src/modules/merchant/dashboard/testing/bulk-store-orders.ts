import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../../db/client.js';

export interface BulkOrdersOptions {
  stores: number;
  ordersPerStore: number;
  /** Orders are spread evenly over this many days before now. */
  days: number;
  productsPerStore: number;
}

/**
 * Many stores with many orders (an invoice with two lines each; most delivered, one in 20
 * pending, confirmed, dispatched or cancelled) and
 * products, inserted by the database itself, then analysed: the planner then sees one store's
 * orders as the small share of the table they are on a real marketplace. Answers the query
 * id and id of the first store.
 */
export async function insertBulkStoreOrders(
  db: AppDb,
  { stores, ordersPerStore, days, productsPerStore }: BulkOrdersOptions,
): Promise<{ storeQueryId: string; companyId: number }> {
  const orders = stores * ordersPerStore;
  await db.execute(sql`
    INSERT INTO industries (id, name, slug, position) VALUES (1, 'Food', 'bulk-food', 1)
  `);
  await db.execute(sql`
    INSERT INTO users (status, is_guest, full_name) VALUES ('active', false, 'Bulk Shopper')
  `);
  await db.execute(sql`
    INSERT INTO companies (query_id, industry_id, name, slug, lat, long)
    SELECT 'bulk-store-' || n, 1, 'Bulk Store ' || n,
           'bulk-store-' || n, 24.86, 67.01
    FROM generate_series(1, ${stores}) n
  `);
  await db.execute(sql`
    INSERT INTO categories (company_id, name, position)
    SELECT id, 'Everything', 1 FROM companies WHERE query_id LIKE 'bulk-store-%'
  `);
  await db.execute(sql`
    INSERT INTO products (company_id, category_id, name, cost_paisa, quantity)
    SELECT c.company_id, c.id, 'Product ' || n, 10000 + n * 100, n % 50
    FROM categories c CROSS JOIN generate_series(1, ${productsPerStore}) n
  `);
  // Order n belongs to store n % stores and was placed n × (days / orders) days ago.
  await db.execute(sql`
    INSERT INTO invoices (user_id, company_id, status, sub_total_paisa, created_at, placed_at)
    SELECT (SELECT min(id) FROM users),
           (SELECT min(id) FROM companies WHERE query_id LIKE 'bulk-store-%') + n % ${stores},
           'placed', 20000 + (n % 90) * 1000,
           now() - n * (${days}::float8 / ${orders}) * interval '1 day',
           now() - n * (${days}::float8 / ${orders}) * interval '1 day'
    FROM generate_series(1, ${orders}) n
  `);
  await db.execute(sql`
    INSERT INTO orders (invoice_id, user_id, company_id, status, order_pending_at, created_at)
    SELECT id, user_id, company_id,
           CASE id % 20 WHEN 0 THEN 'order_pending' WHEN 1 THEN 'order_confirmed'
             WHEN 2 THEN 'order_dispatched' WHEN 3 THEN 'cancelled'
             ELSE 'order_delivered' END::order_status,
           created_at, created_at
    FROM invoices
  `);
  await db.execute(sql`
    INSERT INTO invoice_items (invoice_id, product_query_id, product_name, quantity,
      unit_cost_paisa, unit_cost_after_discount_paisa, amount_paisa, payable_paisa)
    SELECT i.id, 'bulk-product-' || ((i.id + line) % 40), 'Product ' || ((i.id + line) % 40),
           1 + line, 10000, 10000, 10000 * (1 + line), 10000 * (1 + line)
    FROM invoices i CROSS JOIN generate_series(0, 1) line
  `);
  await db.execute(sql`ANALYZE`);
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM companies WHERE query_id = 'bulk-store-1'`,
  );
  const companyId = Number(result.rows[0]?.id);
  return { storeQueryId: 'bulk-store-1', companyId };
}
