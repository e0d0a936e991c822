import {
  appSearchQuerySchema,
  companiesQuerySchema,
  dashboardQuerySchema,
  merchantOrdersQuerySchema,
  merchantProductsQuerySchema,
  ordersQuerySchema,
} from '@sauda/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSessionToken, SESSION_IDLE_LIMIT_MS } from '../http/auth.plugin.js';
import { openSession } from '../modules/auth/sessions.service.js';
import { findLiveSession } from '../modules/auth/sessions.repository.js';
import { clearCatalogCache } from '../modules/catalog/catalog-cache.js';
import { listCompanies } from '../modules/catalog/companies.service.js';
import { listProductsOfStore } from '../modules/catalog/products.service.js';
import { getStoreDashboard } from '../modules/merchant/dashboard/dashboard.service.js';
import { listStoreOrdersPage } from '../modules/merchant/orders/merchant-orders.service.js';
import { listStoreProductsPage } from '../modules/merchant/products/merchant-products.service.js';
import { getOrder, listOrders } from '../modules/orders/orders.service.js';
import { appSearch, autocomplete } from '../modules/search/search.service.js';
import { queryPlanOf } from '../test/query-plan.js';
import { createTestDatabase, hasPostgres } from '../test/test-database.js';
import type { AppDb, PostgresDatabase } from './client.js';

// The queries behind the routes a marketplace answers most, planned by PostgreSQL over tens
// of thousands of rows (analysed): 200 stores of 250 products, 20,000 shoppers and 40,000
// orders with their lines and status events, where one store's or one shopper's rows are the
// small share of each table they are in production. Each route's service is called as the
// route calls it; every statement it sends is planned again with the values it was sent with,
// and none may read a whole big table.

const STORES = 200;
const PRODUCTS_EACH = 250;
const SHOPPERS = 20_000;
const ORDERS = 40_000;
/** A product's name starts with one of these (each in one name of 40, as a real catalog's). */
const DISHES = [
  ...['Biryani', 'Karahi', 'Nihari', 'Haleem', 'Pulao', 'Tikka', 'Kabab', 'Paratha'],
  ...['Samosa', 'Pakora', 'Lassi', 'Chai', 'Burger', 'Shawarma', 'Broast', 'Korma'],
  ...['Qorma', 'Daal', 'Chawal', 'Atta', 'Doodh', 'Dahi', 'Makhan', 'Anda'],
  ...['Paneer', 'Halwa', 'Kheer', 'Jalebi', 'Naan', 'Roti', 'Sabzi', 'Keema'],
  ...['Aloo', 'Palak', 'Bhindi', 'Channa', 'Falooda', 'Kulfi', 'Rasmalai', 'Gulab'],
];

const BIG_TABLES = ['products', 'orders', 'invoices', 'invoice_items', 'order_status_events'];
const SEQ_SCAN_ON_BIG_TABLE = new RegExp(`Seq Scan on (${[...BIG_TABLES, 'users'].join('|')})\\b`);

interface Ids {
  storeQueryId: string;
  industryId: number;
  shopperId: number;
  ownerId: number;
  orderQueryId: string;
}

async function insertStores(db: AppDb): Promise<void> {
  await db.execute(sql`
    INSERT INTO industries (id, name, slug, position)
    VALUES (1, 'Food', 'food', 1), (2, 'Grocery', 'grocery', 2)`);
  await db.execute(sql`
    INSERT INTO companies (query_id, industry_id, name, slug, lat, long)
    SELECT 'store-' || n, 1 + n % 2, 'Store ' || n, 'store-' || n, 24.80 + n % 20 / 1000.0,
           67.00 + n / 20 / 1000.0
    FROM generate_series(1, ${STORES}) n`);
  await db.execute(sql`
    INSERT INTO categories (company_id, name, position) SELECT id, 'Everything', 1 FROM companies`);
  await db.execute(sql`
    INSERT INTO sub_categories (category_id, name, position) SELECT id, 'Popular', 1 FROM categories`);
  await db.execute(sql`
    INSERT INTO products (company_id, category_id, sub_category_id, name, cost_paisa, quantity)
    SELECT c.company_id, c.id, s.id,
           (${sql.param(DISHES)}::text[])[1 + n % ${DISHES.length}] || ' Family Pack ' || n,
           10000 + n * 100, n % 40
    FROM categories c JOIN sub_categories s ON s.category_id = c.id
    CROSS JOIN generate_series(1, ${PRODUCTS_EACH}) n`);
}

/** Shoppers, and an owner who runs store-1: the store of one order in ten. */
async function insertPeople(db: AppDb): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (status, is_guest, full_name, mobile_number)
    SELECT 'active', false, 'Shopper ' || n, '+92342' || lpad(n::text, 7, '0')
    FROM generate_series(0, ${SHOPPERS}) n`);
  await db.execute(sql`
    INSERT INTO merchant_members (user_id, company_id, role)
    SELECT u.id, c.id, 'owner' FROM users u, companies c
    WHERE u.mobile_number = '+923420000000' AND c.query_id = 'store-1'`);
}

/**
 * Order n, placed n × 3 minutes ago (90 days in all), is store-1's when n is a multiple of
 * 10 and the measured shopper's (+923420000001) one time in 200; its status follows its age.
 */
async function insertOrders(db: AppDb): Promise<void> {
  await db.execute(sql`
    INSERT INTO invoices (user_id, company_id, status, sub_total_paisa, payable_paisa,
      short_order_id, created_at, placed_at)
    SELECT CASE WHEN n % 200 = 7 THEN (SELECT min(id) + 1 FROM users)
                ELSE (SELECT min(id) + 2 FROM users) + n % ${SHOPPERS - 1} END,
           CASE WHEN n % 10 = 0 THEN (SELECT min(id) FROM companies)
                ELSE (SELECT min(id) FROM companies) + n % ${STORES} END,
           'placed', 50000, 50000, 'SD-' || n, now() - n * interval '3 minutes',
           now() - n * interval '3 minutes'
    FROM generate_series(1, ${ORDERS}) n`);
  await db.execute(sql`
    INSERT INTO orders (invoice_id, user_id, company_id, status, order_pending_at, created_at)
    SELECT id, user_id, company_id,
           CASE WHEN created_at > now() - interval '10 minutes' THEN 'order_pending'
                WHEN id % 15 = 0 THEN 'cancelled'
                WHEN created_at > now() - interval '60 minutes' THEN 'order_confirmed'
                ELSE 'order_delivered' END::order_status,
           created_at, created_at
    FROM invoices`);
}

/** Two lines of the store's own products per invoice, and two status events per order. */
async function insertLinesAndEvents(db: AppDb): Promise<void> {
  await db.execute(sql`
    WITH shelf AS (
      SELECT id, query_id, name, company_id,
             row_number() OVER (PARTITION BY company_id ORDER BY id) AS k
      FROM products)
    INSERT INTO invoice_items (invoice_id, product_id, product_query_id, product_name, quantity,
      unit_cost_paisa, unit_cost_after_discount_paisa, amount_paisa, payable_paisa)
    SELECT i.id, p.id, p.query_id, p.name, 1, 25000, 25000, 25000, 25000
    FROM invoices i CROSS JOIN generate_series(0, 1) line
    JOIN shelf p ON p.company_id = i.company_id AND p.k = 1 + (i.id + line * 7) % ${PRODUCTS_EACH}`);
  await db.execute(sql`
    INSERT INTO order_status_events (order_id, user_id, company_id, status, created_at)
    SELECT id, user_id, company_id, 'order_pending', created_at FROM orders
    UNION ALL
    SELECT id, user_id, company_id, status, created_at + interval '5 minutes' FROM orders
    WHERE status <> 'order_pending'`);
}

/** A session for every shopper, as the table holds them in production. */
async function insertSessions(db: AppDb): Promise<void> {
  await db.execute(sql`
    INSERT INTO sessions (user_id, token_hash, expires_at)
    SELECT id, md5(id::text) || md5(full_name), now() + interval '30 days' FROM users`);
}

async function measuredIds(db: AppDb): Promise<Ids> {
  const { rows } = await db.execute<{
    industry_id: number;
    owner_id: number;
    shopper_id: number;
    order_query_id: string;
  }>(sql`
    SELECT c.industry_id, m.user_id AS owner_id, o.user_id AS shopper_id,
           o.query_id AS order_query_id
    FROM companies c JOIN merchant_members m ON m.company_id = c.id
    CROSS JOIN LATERAL (SELECT user_id, query_id FROM orders
                        WHERE user_id = (SELECT min(id) + 1 FROM users) LIMIT 1) o
    WHERE c.query_id = 'store-1'`);
  const [row] = rows;
  if (!row) throw new Error('the measured store, owner and shopper were not seeded');
  return {
    storeQueryId: 'store-1',
    industryId: Number(row.industry_id),
    ownerId: Number(row.owner_id),
    shopperId: Number(row.shopper_id),
    orderQueryId: row.order_query_id,
  };
}

interface Statement {
  text: string;
  params: unknown[];
}

type PoolCall = [string | { text: string }, unknown[] | undefined];

/** Every statement `run` sends through the pool, with the values it sends along. */
async function statementsOf(
  database: PostgresDatabase,
  run: () => Promise<unknown>,
): Promise<Statement[]> {
  const spy = vi.spyOn(database.pool, 'query');
  try {
    await run();
    return (spy.mock.calls as unknown as PoolCall[]).map(([query, params]) => ({
      text: typeof query === 'string' ? query : query.text,
      params: params ?? [],
    }));
  } finally {
    spy.mockRestore();
  }
}

/** The statement as a query of its own, each $n bound to the value it was sent with. */
function bound({ text, params }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]),
    ),
  );
}

describe.skipIf(!hasPostgres)('the hot queries on PostgreSQL', () => {
  let database: PostgresDatabase;
  let ids: Ids;
  const now = new Date();

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (created.kind !== 'postgres') throw new Error('these plans are PostgreSQL’s');
    database = created;
    const { db } = database;
    await insertStores(db);
    await insertPeople(db);
    await insertOrders(db);
    await insertLinesAndEvents(db);
    await insertSessions(db);
    await db.execute(sql`ANALYZE`);
    ids = await measuredIds(db);
  }, 120_000);
  afterAll(() => database?.close());

  /**
   * The plans of every statement `run` sends, with nothing cached before (the catalog cache
   * would answer some of them from memory). Fails on a Seq Scan of a big table.
   */
  async function plansOf(run: () => Promise<unknown>): Promise<string> {
    clearCatalogCache(database.db);
    const statements = await statementsOf(database, run);
    expect(statements.length).toBeGreaterThan(0);
    const plans = await Promise.all(statements.map((s) => queryPlanOf(database.db, bound(s))));
    for (const [index, plan] of plans.entries()) {
      expect(plan, statements[index]?.text).not.toMatch(SEQ_SCAN_ON_BIG_TABLE);
    }
    return plans.join('\n');
  }

  const shopper = () => ({ id: ids.shopperId });
  const owner = () => ({ id: ids.ownerId });

  it('checks a session token through its unique index and the user by key', async () => {
    const token = await openSession(database.db, ids.shopperId, now, {
      ip: null,
      userAgent: null,
    });
    const idleSince = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS);
    const plans = await plansOf(() =>
      findLiveSession(database.db, hashSessionToken(token), now, idleSince),
    );
    expect(plans).toMatch(/Index Scan using sessions_token_hash_unique/);
    expect(plans).toMatch(/Index Scan using users_pkey/);
  });

  it('lists the stores of an industry without reading products or orders', async () => {
    const query = companiesQuerySchema.parse({ industry_id: String(ids.industryId) });
    const plans = await plansOf(() => listCompanies(database.db, query, null, now));
    expect(plans).not.toMatch(new RegExp(`on (${BIG_TABLES.join('|')})\\b`));
  });

  it('pages a store’s products through the active-products indexes', async () => {
    const plans = await plansOf(() =>
      listProductsOfStore(database.db, { storeQueryId: ids.storeQueryId, page: 2, perPage: 25 }),
    );
    expect(plans).toMatch(/Index Only Scan using products_active_company_id_id_idx/);
    expect(plans).toMatch(/products_active_company_category_idx/);
  });

  it('searches product names through the full-text index', async () => {
    const query = appSearchQuerySchema.parse({ query: 'biryani' });
    const plans = await plansOf(() => appSearch(database.db, query));
    expect(plans).toMatch(/Bitmap Index Scan on products_name_fts_idx/);
  });

  it('suggests names as the shopper types through the full-text index', async () => {
    const query = appSearchQuerySchema.parse({ query: 'biry', autocomplete: 'true' });
    const plans = await plansOf(() => autocomplete(database.db, query));
    expect(plans).toMatch(/Bitmap Index Scan on products_name_fts_idx/);
  });

  it.each(['active', 'past'] as const)(
    'reads the %s tab of a shopper’s orders through the shopper’s index',
    async (tab) => {
      const query = ordersQuerySchema.parse({ order_type: tab });
      const plans = await plansOf(() => listOrders(database.db, shopper(), query));
      expect(plans).toMatch(/orders_user_id_status_created_at_idx/);
      expect(plans).toMatch(/invoice_items_invoice_id_idx/);
      expect(plans).toMatch(/order_status_events_order_id_idx/);
    },
  );

  it('reads an order’s detail by its query id and its invoice, lines and steps by key', async () => {
    const plans = await plansOf(() => getOrder(database.db, shopper(), ids.orderQueryId, now));
    expect(plans).toMatch(/orders_query_id_unique/);
    expect(plans).toMatch(/invoices_pkey/);
    expect(plans).toMatch(/invoice_items_invoice_id_idx/);
    expect(plans).toMatch(/order_status_events_order_id_idx/);
  });

  it.each([
    ['active', { status: 'active' }, /orders_company_id_status_created_at_idx/],
    ['every', {}, /orders_company_id_created_at_idx/],
  ] as const)(
    'reads the %s orders of the owner’s queue through a store index',
    async (_, filter, index) => {
      const query = merchantOrdersQuerySchema.parse(filter);
      const plans = await plansOf(() =>
        listStoreOrdersPage(database.db, owner(), ids.storeQueryId, query, now),
      );
      expect(plans).toMatch(index);
      expect(plans).toMatch(/users_pkey/);
    },
  );

  it('sums today’s dashboard from the store’s orders by date', async () => {
    const { range } = dashboardQuerySchema.parse({ range: 'today' });
    const plans = await plansOf(() =>
      getStoreDashboard(database.db, owner(), ids.storeQueryId, range, now),
    );
    expect(plans).toMatch(/orders_company_id_created_at_idx/);
    expect(plans).toMatch(/invoice_items_invoice_id_idx/);
  });

  it('pages the owner’s inventory by name through the store’s name index', async () => {
    const query = merchantProductsQuerySchema.parse({});
    const plans = await plansOf(() =>
      listStoreProductsPage(database.db, owner(), ids.storeQueryId, query),
    );
    expect(plans).toMatch(/products_company_id_lower_name_idx/);
  });
});
