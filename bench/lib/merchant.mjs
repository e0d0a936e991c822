// The merchant back office under load (PostgreSQL): the demo owner's store with 100,000
// orders, its queue's first page and its dashboard under autocannon, and how fast a new order
// reaches the owner's open event stream.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { seedBusyStore } from './busy-store.mjs';
import { seedStoreProducts } from './store-products.mjs';
import { measure, round1 } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { DEMO_OWNER, placeOrder, prepareShopper, signIn } from './merchant-shopper.mjs';
import { measureNewOrderAlerts } from './new-order-alerts.mjs';

/** What the back office must reach. */
export const MERCHANT_TARGETS = { routeP95Ms: 100, alertP95Ms: 1000 };

export async function createDatabase(clusterUrl, name) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The first store the demo owner owns, as the seed made it. */
export async function ownerStore(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.query_id, c.name FROM merchant_members m
       JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
       WHERE u.mobile_number = $1 AND m.role = 'owner' ORDER BY c.id LIMIT 1`,
      [DEMO_OWNER.mobileNumber],
    );
    if (!rows[0]) throw new Error('the demo owner owns no store: was the database seeded?');
    return { queryId: rows[0].query_id, name: rows[0].name };
  } finally {
    await client.end();
  }
}

/**
 * Asks `path` once before the load, so a wrong route fails with its reason; answers how long
 * that first answer took (for the dashboard of 30 days, a cache miss).
 */
async function firstAnswerMs(baseUrl, path, headers) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return round1(performance.now() - started);
}

/**
 * A database of its own on the cluster, migrated and seeded with the demo data by the built
 * API; the owner's store then gets `orders` orders over `days` days (copies of one order the
 * demo shopper places through the checkout) before the measures. `start` starts the API
 * (the built one by default; a run from source may pass its own).
 */
export async function measureMerchantBackOffice(
  clusterUrl,
  {
    orders = 100_000,
    days = 90,
    products = 10_000,
    connections = 10,
    duration = 10,
    alerts = 40,
  } = {},
  { database = 'sauda_bench_merchant', start = startApi } = {},
) {
  const databaseUrl = await createDatabase(clusterUrl, database);
  const api = await start({ env: { DATABASE_URL: databaseUrl } });
  try {
    const store = await ownerStore(databaseUrl);
    const shopper = await prepareShopper(api.url, store.queryId, alerts + 1);
    const template = await placeOrder(api.url, shopper);
    const seedSeconds = await seedBusyStore(databaseUrl, {
      templateInvoiceQueryId: template.invoiceQueryId,
      orders,
      days,
    });
    const productSeedSeconds = await seedStoreProducts(databaseUrl, store.queryId, products);
    const owner = await signIn(api.url, DEMO_OWNER);
    const machine = describeMachine();
    const base = `/api/v1/merchant/stores/${store.queryId}`;
    const paths = [
      { name: 'baseline, no database', path: '/api/v1/hello', baseline: true },
      { name: 'queue, active orders', path: `${base}/orders?status=active` },
      { name: 'queue, every order', path: `${base}/orders` },
      { name: 'dashboard, today', path: `${base}/dashboard?range=today` },
      { name: 'dashboard, 30 days', path: `${base}/dashboard?range=30d` },
      { name: 'inventory, first page by name', path: `${base}/products` },
      { name: 'inventory, search', path: `${base}/products?query=karahi` },
      { name: 'inventory, low stock', path: `${base}/products?stock=low` },
      { name: 'inventory, by price', path: `${base}/products?sort=-price` },
    ];
    const rows = [];
    for (const { name, path, baseline = false } of paths) {
      const first = await firstAnswerMs(api.url, path, owner.headers);
      const m = await measure(`${api.url}${path}`, {
        connections,
        duration,
        headers: owner.headers,
      });
      rows.push({ name, path: path.replace(store.queryId, '{id}'), baseline, first, m });
    }
    const alert = await measureNewOrderAlerts(api.url, {
      owner,
      shopper,
      storeQueryId: store.queryId,
      count: alerts,
    });
    const date = new Date().toISOString().slice(0, 10);
    const setting = {
      store: store.name,
      orders,
      days,
      seedSeconds,
      products,
      productSeedSeconds,
      connections,
      duration,
    };
    return { ...setting, machine, date, rows, alert };
  } finally {
    await api.stop();
  }
}
