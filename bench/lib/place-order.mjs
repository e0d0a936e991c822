// Placing orders under load (PostgreSQL): thousands of signed-in shoppers, each with a saved
// address, go through the checkout as the web does (POST /api/v1/invoices, then
// PUT /api/v1/invoices/{id}/place_order) on `connections` connections at once. Afterwards the
// database must hold exactly one order per successful placement and the stock must have
// dropped by exactly what was ordered.
import { performance } from 'node:perf_hooks';
import { startApi } from './api-server.mjs';
import { percentile, round1 } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { createDatabase } from './merchant.mjs';
import { cpuSnapshot, cpuUsedBetween } from './cpu-time.mjs';
import { createCheckoutInvoice, placeInvoice, placeOrder } from './orders.mjs';
import { countCheckoutShopperOrders, createCheckoutShoppers } from './place-order-shoppers.mjs';
import { pickCheckoutStores, restock, stockOf } from './place-order-stores.mjs';

/** The placement's p99 with this many shoppers placing at once, and not one failed placement. */
export const PLACE_ORDER_TARGETS = { p99Ms: 100, errors: 0, connections: 50 };

function latencies(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted.at(-1) ?? 0),
  };
}

/** `task(item)` for each of `items`, `connections` at a time. */
async function atOnce(items, connections, task) {
  let next = 0;
  async function worker() {
    while (next < items.length) await task(items[next++]);
  }
  await Promise.all(Array.from({ length: connections }, worker));
}

/**
 * `step(shopper)` for each of `steps`, `connections` at a time: each step answers the
 * placement's timings ({ sentAt, answeredAt } and when its invoice call started, if it made
 * one). A failed step is counted (with its first messages), never retried.
 */
async function runSteps(steps, connections, step) {
  const run = { invoices: [], placements: [], ordered: new Map(), errors: [] };
  const started = performance.now();
  await atOnce(steps, connections, async (shopper) => {
    const stepStarted = performance.now();
    try {
      const { sentAt, answeredAt } = await step(shopper);
      run.invoices.push(sentAt - stepStarted);
      run.placements.push(answeredAt - sentAt);
      const { product_query_id: product, quantity } = shopper.line;
      run.ordered.set(product, (run.ordered.get(product) ?? 0) + quantity);
    } catch (error) {
      run.errors.push(error.message.slice(0, 200));
    }
  });
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/**
 * Each shopper's `ordersEach` orders, invoice then placement: every shopper's first order, then
 * every shopper's second, so that no shopper has two checkouts open at once.
 */
function placeAll(baseUrl, shoppers, { connections, ordersEach }) {
  const steps = Array.from({ length: ordersEach }, () => shoppers).flat();
  return runSteps(steps, connections, (shopper) => placeOrder(baseUrl, shopper));
}

/**
 * Placements alone: every shopper's invoice is made first, then all of them are placed,
 * `connections` at a time, with the CPU each side used while they were.
 */
async function placeReadyInvoices(api, database, shoppers, connections) {
  const ready = new Map();
  // Setting up: a failed invoice stops the bench.
  await atOnce(shoppers, connections, async (shopper) => {
    ready.set(shopper, await createCheckoutInvoice(api.url, shopper));
  });
  const before = cpuSnapshot({ apiPid: api.pid, database });
  const run = await runSteps(shoppers, connections, (shopper) =>
    placeInvoice(api.url, shopper, ready.get(shopper)),
  );
  const cpu = cpuUsedBetween(before, cpuSnapshot({ apiPid: api.pid, database }));
  return { ...run, cpu };
}

/** Orders in the database and stock taken, against what the runs say they placed. */
async function verify(databaseUrl, runs, before) {
  const after = await stockOf(databaseUrl, [...before.keys()]);
  let taken = 0;
  let ordered = 0;
  for (const [product, units] of before) {
    taken += units - after.get(product);
    for (const run of runs) ordered += run.ordered.get(product) ?? 0;
  }
  const orders = await countCheckoutShopperOrders(databaseUrl);
  const placed = runs.reduce((sum, run) => sum + run.placements.length, 0);
  return { orders, placed, taken, ordered };
}

/** What a run's figures say: its placements, their pace, both calls' latencies, failures. */
const summary = (run) => ({
  placed: run.placements.length,
  seconds: round1(run.seconds),
  perSecond: Math.round(run.placements.length / run.seconds),
  invoice: latencies(run.invoices),
  placement: latencies(run.placements),
  errors: run.errors,
});

/** CPU ms per placement of the API, PostgreSQL and the load generator. */
const cpuPerPlacement = ({ cpu, placements }) => ({
  api: round1(cpu.api / placements.length),
  postgres: round1(cpu.postgres / placements.length),
  bench: round1(cpu.bench / placements.length),
});

/**
 * On a database of its own on the cluster (demo seed): `shoppers` shoppers spread over up to
 * `stores` stores place `ordersEach` orders each, `connections` at a time; then `alone` of
 * them one more each, one at a time (the cost of a placement on an idle server).
 */
export async function measurePlaceOrder(clusterUrl, options) {
  const { shoppers: count, stores, connections, ordersEach, alone } = options;
  const database = 'sauda_bench_place_order';
  const databaseUrl = await createDatabase(clusterUrl, database);
  const api = await startApi({ env: { DATABASE_URL: databaseUrl } });
  try {
    const picks = await pickCheckoutStores(api.url, stores);
    const products = picks.map((pick) => pick.line.product_query_id);
    await restock(databaseUrl, products);
    const setUpStarted = performance.now();
    const shoppers = (await createCheckoutShoppers(databaseUrl, count)).map((shopper, index) => ({
      ...shopper,
      ...picks[index % picks.length],
    }));
    const setUpSeconds = round1((performance.now() - setUpStarted) / 1000);
    const before = await stockOf(databaseUrl, products);
    const machine = describeMachine();
    const load = await placeAll(api.url, shoppers, { connections, ordersEach });
    const placementsOnly = await placeReadyInvoices(api, database, shoppers, connections);
    const single = await placeAll(api.url, shoppers.slice(0, alone), {
      connections: 1,
      ordersEach: 1,
    });
    return {
      machine,
      date: new Date().toISOString().slice(0, 10),
      options,
      setUpSeconds,
      stores: picks.map(({ store }) => ({ name: store.name, open: store.is_open })),
      load: summary(load),
      // Its invoices were made before it: only the placements are timed.
      placementsOnly: {
        ...summary(placementsOnly),
        invoice: null,
        cpu: cpuPerPlacement(placementsOnly),
      },
      alone: summary(single),
      check: await verify(databaseUrl, [load, placementsOnly, single], before),
    };
  } finally {
    await api.stop();
  }
}
