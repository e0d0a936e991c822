// `npm run bench`: load benchmarks against the built API and Lighthouse (mobile) against the
// built web app; writes docs/BENCHMARKS.md. `npm run bench -- --only lighthouse` (or
// `node bench/lighthouse.mjs` when the app is built) reruns only the Lighthouse section,
// `npm run bench -- --only merchant` only the merchant back office section, `--only scale` the
// marketplace at scale, `--only place-order` placing orders under load.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureBigCatalog, measureDemoPostgres, measureEmbedded } from './lib/api-runs.mjs';
import { benchmarksReport } from './lib/benchmarks-report.mjs';
import { lighthouseRuns as lighthouseRunsPerPage, runLighthouseBench } from './lib/lighthouse.mjs';
import { describeMachine } from './lib/machine.mjs';
import { measureMerchantBackOffice } from './lib/merchant.mjs';
import { rewriteMerchantSection } from './lib/merchant-only.mjs';
import { merchantBenchOptions } from './lib/merchant-options.mjs';
import { measureProductImport } from './lib/product-import.mjs';
import { rewriteProductImportSection } from './lib/product-import-only.mjs';
import { measureSessionReads } from './lib/session-reads.mjs';
import { rewriteSessionReadsSection } from './lib/session-reads-only.mjs';
import { measureOrdersList } from './lib/orders-list.mjs';
import { rewriteOrdersListSection } from './lib/orders-list-only.mjs';
import { rewriteFirstVisitSection } from './lib/first-visit-only.mjs';
import { measurePlaceOrder } from './lib/place-order.mjs';
import { rewritePlaceOrderSection } from './lib/place-order-only.mjs';
import { placeOrderBenchOptions } from './lib/place-order-options.mjs';
import { measureScale } from './lib/scale.mjs';
import { rewriteScaleSection } from './lib/scale-only.mjs';
import { scaleBenchOptions } from './lib/scale-options.mjs';
import { findPostgresBin, startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';

const USAGE = `Usage: node bench/run.mjs [--only lighthouse|merchant|import|sessions|orders|first-visit|scale|place-order]

Runs every bench (after \`npm run build\`) and writes docs/BENCHMARKS.md.
  --only lighthouse   only the Lighthouse section
  --only merchant     only the merchant back office section
  --only import       only the products CSV import section
  --only sessions     only the catalog reads with and without the guest session
  --only orders       only the order history of a shopper with 200 orders
  --only first-visit  only the JavaScript a first visit downloads, per page
  --only scale        only the demo database against 10,000 stores, 1,000,000 products
                      and 1,000,000 orders (PostgreSQL; seeds for a few minutes)
  --only place-order  only placing orders with 50 shoppers at once (PostgreSQL)
Environment: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_BIG_CONNECTIONS, BENCH_PRODUCTS,
BENCH_LIGHTHOUSE_RUNS, CHROME_PATH, BENCH_MERCHANT_ORDERS, BENCH_MERCHANT_CONNECTIONS,
BENCH_MERCHANT_ALERTS, BENCH_SCALE_STORES, BENCH_SCALE_PRODUCTS, BENCH_SCALE_BIG_STORE_PRODUCTS,
BENCH_SCALE_SHOPPERS, BENCH_SCALE_ORDERS, BENCH_SCALE_CONNECTIONS, BENCH_PLACE_ORDER_SHOPPERS,
BENCH_PLACE_ORDER_EACH, BENCH_PLACE_ORDER_CONNECTIONS.`;

if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

if (process.argv.includes('--only')) {
  const only = process.argv[process.argv.indexOf('--only') + 1];
  if (only === 'merchant') {
    console.log(await rewriteMerchantSection());
    process.exit(0);
  }
  if (only === 'import') {
    console.log(await rewriteProductImportSection());
    process.exit(0);
  }
  if (only === 'sessions') {
    console.log(await rewriteSessionReadsSection());
    process.exit(0);
  }
  if (only === 'orders') {
    console.log(await rewriteOrdersListSection());
    process.exit(0);
  }
  if (only === 'first-visit') {
    console.log(await rewriteFirstVisitSection());
    process.exit(0);
  }
  if (only === 'scale') {
    console.log(await rewriteScaleSection());
    process.exit(0);
  }
  if (only === 'place-order') {
    console.log(await rewritePlaceOrderSection());
    process.exit(0);
  }
  if (only !== 'lighthouse') {
    throw new Error(
      `--only knows: lighthouse, merchant, import, sessions, orders, first-visit, scale, place-order (got ${only})`,
    );
  }
  const lighthouseOnly = fileURLToPath(new URL('./lighthouse.mjs', import.meta.url));
  process.exit(spawnSync(process.execPath, [lighthouseOnly], { stdio: 'inherit' }).status);
}

const lighthouseRuns = lighthouseRunsPerPage();
const machine = describeMachine();
// First, on a quiet machine: simulated throttling scales the CPU time it observes.
const lighthouse = await runLighthouseBench({ runs: lighthouseRuns });
const runs = [await measureEmbedded()];
const sessionReads = await measureSessionReads();
const ordersList = await measureOrdersList();
let big = null;
let merchant = null;
let productImport = null;
let scale = null;
let placeOrder = null;
if (findPostgresBin()) {
  const cluster = await startThrowawayPostgres();
  try {
    runs.push(await measureDemoPostgres(cluster.url));
    big = await measureBigCatalog(cluster.url);
    merchant = await measureMerchantBackOffice(cluster.url, merchantBenchOptions());
    productImport = await measureProductImport(cluster.url);
    placeOrder = await measurePlaceOrder(cluster.url, placeOrderBenchOptions());
    scale = await measureScale(cluster.url, scaleBenchOptions());
  } finally {
    cluster.stop();
  }
}

const report = benchmarksReport({
  runs,
  big,
  merchant,
  productImport,
  scale,
  placeOrder,
  sessionReads,
  ordersList,
  lighthouse,
  lighthouseRuns,
  machine,
});
writeFileSync(new URL('../docs/BENCHMARKS.md', import.meta.url), report);
console.log(report);
