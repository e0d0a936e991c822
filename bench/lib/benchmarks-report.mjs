// docs/BENCHMARKS.md from every bench's results: the API's load, live order updates, the
// large catalog, the merchant back office, the products CSV import, placing orders under load,
// the marketplace at scale, first-visit scripts and Lighthouse.
import { bigSection, liveSection, throughputSections } from './api-sections.mjs';
import { firstVisitSection } from './first-visit-section.mjs';
import { connections, duration, LIVE, TARGETS } from './api-settings.mjs';
import { lighthouseSection } from './lighthouse-section.mjs';
import { merchantSection } from './merchant-section.mjs';
import { placeOrderSection } from './place-order-section.mjs';
import { productImportSection } from './product-import-section.mjs';
import { scaleSection } from './scale-section.mjs';
import { sessionReadsSection } from './session-reads-section.mjs';
import { ordersListSection } from './orders-list-section.mjs';
import { ORDERS_TO_PLACE } from './orders.mjs';

/** The whole report; `runs[0]` (the embedded database) carries the first-visit page weights. */
export function benchmarksReport({
  runs,
  big,
  merchant,
  productImport = null,
  scale = null,
  placeOrder = null,
  sessionReads = null,
  ordersList = null,
  lighthouse,
  lighthouseRuns,
  machine,
}) {
  const today = new Date().toISOString().slice(0, 10);
  return `# Benchmarks

Written by \`npm run bench\` on ${today}. Each figure is one
autocannon run of ${duration} s after a 2 s warm-up, against the built API
(\`node apps/api/dist/server.js\`, logging at warn) on loopback; latencies are exact percentiles
of every response of the run. Ratios compare each route with the hello baseline measured in the
same run on the same machine.

| machine | |
|---|---|
| CPU | ${machine.cpu} |
| memory | ${machine.memory} |
| OS | ${machine.os} |
| Node | ${machine.node} |
| load average (1, 5, 15 min) at the start | ${machine.load} |

## API throughput (demo data, ${connections} connections)

Targets for the catalog routes on PGlite: at least ${TARGETS.embeddedRatio * 100} % of the hello
baseline and p99 under ${TARGETS.embeddedP99Ms} ms.

${throughputSections(runs).join('\n\n')}

${sessionReadsSection(sessionReads)}

The orders row is the retail demo shopper's first page of the active tab, with her session's
\`Authorization\` header; she placed ${ORDERS_TO_PLACE} cash orders just before, one after another, through
\`POST /api/v1/invoices\` and \`PUT /api/v1/invoices/{id}/place_order\` (a store delivering to her
saved Clifton address, open now or else for a delivery slot).

${ordersListSection(ordersList)}

## Live order updates

The promise: the order history and an open Order Detail popup show a new status within a
second. Target: p95 under ${TARGETS.liveUpdateP95Ms} ms.

The same shopper keeps ${LIVE.streams} streams of \`GET /api/v1/users/orders/events\` open (read with
Node's fetch, as ${LIVE.streams} tabs and devices would). The demo console
(\`POST /api/v1/dev/orders/{id}/status\`) then makes ${LIVE.changes} status changes one after another:
orders confirmed, dispatched and delivered (with their handover code), or cancelled by the
store. Each sample is the time from sending the change until its \`order_status\` event had
arrived on every one of the ${LIVE.streams} streams: the transaction commits, the notification leaves
the database (LISTEN/NOTIFY on a connection of its own on PostgreSQL, in process on PGlite) and
the API fans it out to each stream.

${liveSection(runs)}

## Large catalog (PostgreSQL 15)

Targets: app_search p95 under ${TARGETS.bigSearchP95Ms} ms and a store's products p95 under
${TARGETS.bigProductsP95Ms} ms.

${bigSection(big)}

${merchantSection(merchant)}

${productImportSection(productImport)}

${placeOrderSection(placeOrder)}

${scaleSection(scale)}

${firstVisitSection({ date: today, weights: runs[0].pageWeights })}

${lighthouseSection(lighthouse, { machine, date: today, runs: lighthouseRuns })}
`;
}
