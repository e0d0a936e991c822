// The API on the demo database and on a marketplace a hundred times its size (PostgreSQL),
// side by side in one run: the same routes, asked with the headers a signed-in browser sends,
// each first once per path (what a cold cache costs) and then under load.
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { measure, measureFirstAnswers } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { createDatabase, ownerStore } from './merchant.mjs';
import { DEMO_OWNER, placeOrder, prepareShopper, signIn } from './merchant-shopper.mjs';
import { scaleRoutes } from './scale-targets.mjs';
import { seedScale } from './scale-seed.mjs';
import { browserHeaders } from './session-reads.mjs';

/** Every route's p95 on the scaled database within this many times its p95 on the demo's. */
export const SCALE_TARGETS = { p95Ratio: 2 };

/** Each path once (what a cold cache costs), then all of them in turn under load. */
async function measureRoute(baseUrl, { headers, paths }, { connections, duration }) {
  const first = await measureFirstAnswers(baseUrl, paths, { headers });
  const m = await measure(baseUrl, { connections, duration, paths, headers });
  return { paths: paths.length, first, m };
}

/**
 * Each route on the small database and then on the scaled one, one after the other, so that
 * both figures of a route see the same machine.
 */
async function measureSideBySide(small, scaled, options) {
  const smallRoutes = await routesOf(small);
  const scaledRoutes = await routesOf(scaled);
  const rows = [];
  for (const [index, route] of smallRoutes.entries()) {
    rows.push({
      key: route.key,
      small: await measureRoute(small.api.url, route, options),
      scaled: await measureRoute(scaled.api.url, scaledRoutes[index], options),
    });
  }
  return rows;
}

const routesOf = ({ api, databaseUrl, people }) => scaleRoutes(api.url, databaseUrl, people);

/** The demo shopper (her token from `shopperToken`) and the demo owner, as their browsers. */
async function browsers(baseUrl, storeQueryId, shopperToken) {
  const owner = await signIn(baseUrl, DEMO_OWNER);
  return {
    ownerStoreQueryId: storeQueryId,
    shopper: browserHeaders(shopperToken),
    owner: browserHeaders(owner.token),
  };
}

/**
 * The demo database, where the demo shopper first places her orders at the owner's store.
 * Answers its running API, to stop once measured.
 */
async function prepareSmall(clusterUrl, options) {
  const databaseUrl = await createDatabase(clusterUrl, 'sauda_bench_scale_small');
  const api = await startApi({ env: { DATABASE_URL: databaseUrl } });
  try {
    const store = await ownerStore(databaseUrl);
    const shopper = await prepareShopper(api.url, store.queryId, options.smallOrders);
    for (let i = 0; i < options.smallOrders; i += 1) await placeOrder(api.url, shopper);
    const people = await browsers(api.url, store.queryId, shopper.token);
    return { api, databaseUrl, people };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** Ids the seed needs: the owner's store, and the template invoice with its shopper. */
async function seedIds(databaseUrl, storeQueryId, invoiceQueryId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.id AS store_id, i.id AS invoice_id, i.user_id FROM companies c, invoices i
       WHERE c.query_id = $1 AND i.query_id = $2`,
      [storeQueryId, invoiceQueryId],
    );
    const [row] = rows;
    return {
      ownerStoreId: row.store_id,
      demoShopperId: row.user_id,
      template: { id: row.invoice_id },
    };
  } finally {
    await client.end();
  }
}

/**
 * The demo database grown to the scale of `options`: the demo shopper places one order at
 * the owner's store through the checkout, the seed copies it a million times over. Answers
 * the API started on it afterwards, to stop once measured, and the seed's figures.
 */
async function prepareScaled(clusterUrl, options) {
  const databaseUrl = await createDatabase(clusterUrl, 'sauda_bench_scale');
  const seeding = await startApi({ env: { DATABASE_URL: databaseUrl } });
  let store;
  let shopper;
  let template;
  try {
    store = await ownerStore(databaseUrl);
    shopper = await prepareShopper(seeding.url, store.queryId, 1);
    template = await placeOrder(seeding.url, shopper);
  } finally {
    await seeding.stop();
  }
  const ids = await seedIds(databaseUrl, store.queryId, template.invoiceQueryId);
  const seed = await seedScale(databaseUrl, { ...options, ...ids });
  const api = await startApi({ env: { DATABASE_URL: databaseUrl } });
  try {
    const people = await browsers(api.url, store.queryId, shopper.token);
    return { api, databaseUrl, people, seed };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** Both databases on the throwaway cluster at `clusterUrl`, measured route by route. */
export async function measureScale(clusterUrl, options) {
  const small = await prepareSmall(clusterUrl, options);
  try {
    const scaled = await prepareScaled(clusterUrl, options);
    try {
      // The machine as the measures start: other work on it moves every figure.
      const machine = describeMachine();
      const rows = await measureSideBySide(small, scaled, options);
      const date = new Date().toISOString().slice(0, 10);
      return { machine, date, options, seed: scaled.seed, rows };
    } finally {
      await scaled.api.stop();
    }
  } finally {
    await small.api.stop();
  }
}
