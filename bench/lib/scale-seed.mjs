// The scaled marketplace in a database of its own: after the demo seed and one order the demo
// shopper places through the checkout, PostgreSQL writes the stores, products, shoppers and
// orders itself, then vacuums and analyses every table as autovacuum would soon do.
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { withBulkLoad } from '../../apps/api/dist/db/seed/bulk-load.js';
import { round1 } from './load.mjs';
import { seedScaleOrders } from './scale-orders.mjs';
import { seedScaleProducts } from './scale-products.mjs';
import { seedScaleStores } from './scale-stores.mjs';

const TABLES = [
  'companies',
  'company_working_hours',
  'categories',
  'sub_categories',
  'products',
  'search_words',
  'users',
  'invoices',
  'invoice_items',
  'orders',
  'order_status_events',
];

/** Runs each step and keeps how many seconds it took, in order. */
function createTimer() {
  const seconds = [];
  return {
    seconds,
    async step(name, work) {
      const started = performance.now();
      const result = await work();
      seconds.push({ name, seconds: round1((performance.now() - started) / 1000) });
      return result;
    },
  };
}

/** The tables the report counts. */
const COUNTED = [
  'companies',
  'products',
  'users',
  'invoices',
  'invoice_items',
  'orders',
  'order_status_events',
];

async function countRows(client) {
  const counts = {};
  for (const table of COUNTED) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

/** What the measured people have: the owner's store and the demo shopper's history. */
async function countMeasured(client, { ownerStoreId, demoShopperId }) {
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM orders WHERE company_id = $1) AS store_orders,
            (SELECT count(*)::int FROM products WHERE company_id = $1) AS store_products,
            (SELECT count(*)::int FROM orders WHERE user_id = $2) AS shopper_orders`,
    [ownerStoreId, demoShopperId],
  );
  const [row] = rows;
  return {
    storeOrders: row.store_orders,
    storeProducts: row.store_products,
    shopperOrders: row.shopper_orders,
  };
}

/**
 * Seeds `plan` ({ stores, products, bigStores, bigStoreProducts, shoppers, orders, days,
 * ownerStoreId, demoShopperId, template }) into the demo database at `databaseUrl`. Answers
 * the seconds of each step and of the whole, the rows of each big table and the owner's store
 * and demo shopper's counts.
 */
export async function seedScale(databaseUrl, plan) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timer = createTimer();
  const started = performance.now();
  try {
    // Temporary tables of a million rows stay in memory; sorts and hashes too.
    await client.query(`SET temp_buffers = '1GB'`);
    await client.query(`SET work_mem = '256MB'`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await timer.step('stores', () => seedScaleStores(client, plan));
    // The demo seed's bulk load: a table's plain indexes and foreign keys are dropped and
    // built again after its rows are in, which is many times faster than row by row.
    const db = drizzle({ client });
    const bulk = (table, load) => withBulkLoad(db, table, load);
    const shelves = { products: plan.products, big: plan.bigStores, extra: plan.bigStoreProducts };
    await timer.step('products', () => seedScaleProducts(client, shelves, bulk));
    await seedScaleOrders(client, plan, { step: timer.step, bulk });
    await timer.step('vacuum and analyse', () =>
      client.query(`VACUUM (ANALYZE) ${TABLES.join(', ')}`),
    );
    const seconds = round1((performance.now() - started) / 1000);
    return {
      steps: timer.seconds,
      seconds,
      rows: await countRows(client),
      measured: await countMeasured(client, plan),
    };
  } finally {
    await client.end();
  }
}
