// The scale section of docs/BENCHMARKS.md, between markers so that
// `npm run bench -- --only scale` can rewrite it alone.
import { replaceMarkedSection } from './marked-section.mjs';
import { SCALE_TARGETS } from './scale.mjs';
import { mark } from './api-sections.mjs';

export const SCALE_SECTION_START = '<!-- scale:start -->';
export const SCALE_SECTION_END = '<!-- scale:end -->';

const ROUTES = {
  listing:
    "stores of an industry near the shopper: `GET /api/v1/companies?industry_id=…&lat=…&long=…`, every industry's first page",
  store:
    "a store's products: `GET /api/v1/products?organization_query_id=…`, pages 1 to 3 of 30 stores (the 10 biggest and 20 spread over the list)",
  search: "search: `GET /api/v1/users/app_search`, the large catalog's searches",
  orders: "the shopper's history: `GET /api/v1/users/orders`, page 1 of the active and past tabs",
  queue: "the owner's queue: `GET /api/v1/merchant/stores/{id}/orders?status=active`",
  dashboard: "the owner's dashboard: `GET /api/v1/merchant/stores/{id}/dashboard?range=today`",
};

const count = (n) => n.toLocaleString('en');

function sideRow(database, { paths, first, m }, target) {
  return `| ${database} | ${paths} | ${first.median} / ${first.p95} / ${first.max} | ${count(m.requestsPerSecond)} | ${m.latencyP50} | ${m.latencyP95} | ${m.latencyP99} | ${target} |`;
}

function routeRows({ key, small, scaled }) {
  const ratio = scaled.m.latencyP95 / small.m.latencyP95;
  const target = `${ratio.toFixed(2)}: ${mark(ratio <= SCALE_TARGETS.p95Ratio)}`;
  return [
    `| **${ROUTES[key]}** | | | | | | | |`,
    sideRow('demo', small, ''),
    sideRow('scaled', scaled, target),
  ];
}

function seedTable({ steps, seconds }) {
  return [
    '| seed step | s |',
    '|---|---:|',
    ...steps.map((step) => `| ${step.name} | ${step.seconds} |`),
    `| **total** | **${seconds}** |`,
  ];
}

function body(result) {
  if (!result)
    return 'Skipped: no PostgreSQL binaries under `/usr/lib/postgresql` on this machine.';
  const { seed, options: o, machine } = result;
  const { rows: r, measured } = seed;
  return [
    `Two databases of the throwaway cluster, measured in the same run: the demo seed (where the`,
    `demo shopper first places ${o.smallOrders} orders at the owner's store through the checkout) and a copy of it grown to`,
    `${count(r.companies)} stores, ${count(r.products)} products, ${count(r.users)} users and ${count(r.orders)} orders over ${o.days} days`,
    `(${count(r.invoices)} invoices, ${count(r.invoice_items)} invoice lines, ${count(r.order_status_events)} status events). The stores are`,
    "branches of the demo stores (their model's industry, hours, categories and shelf, a few km away);",
    `the ${o.bigStores} first stores get ${count(o.bigStoreProducts)} more products each, the branches share the rest. Each order is a copy of one`,
    'the demo shopper placed through the checkout, with a store and a shopper drawn by a power law',
    "(a few big stores take most orders), one to three lines of its store's products and a status by",
    `age, with its status events. The owner's store has ${count(measured.storeOrders)} orders and ${count(measured.storeProducts)} products; the demo`,
    `shopper's history, ${count(measured.shopperOrders)} orders. Written by PostgreSQL itself (\`INSERT … SELECT generate_series\`, each`,
    "table's plain indexes and foreign keys built again after its rows, as the demo seed does), then",
    '`VACUUM (ANALYZE)`:',
    '',
    ...seedTable(seed),
    '',
    'Every request carries the headers of the web app (apps/web/src/api/request-headers.ts): the',
    "shopper's or the owner's `Authorization: Bearer` session and the shopper's location. Each route",
    'is measured on the demo database, then at once on the scaled one: each of its paths once',
    '(the first answer, a cold cache), then every path in turn under load,',
    `${o.connections} connections, ${o.duration} s after a 2 s warm-up. Target: the scaled p95 at most ${SCALE_TARGETS.p95Ratio}× the demo's.`,
    `Measured on ${result.date}: ${machine.cpu}, ${machine.memory}, Node ${machine.node}, load average`,
    `${machine.load} when the measures started (other work on a shared machine moves every figure).`,
    'Under load the catalog (30 s) and the history (a minute, per shopper and page) answer repeated',
    'paths from memory; the first answers are what a miss costs, the database included.',
    '',
    '| route and database | paths | first answers ms (median / p95 / max) | req/s | p50 ms | p95 ms | p99 ms | p95 ratio to demo |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...result.rows.flatMap(routeRows),
  ].join('\n');
}

/** `result` from measureScale, or null when there is no PostgreSQL. */
export function scaleSection(result) {
  return [
    SCALE_SECTION_START,
    '## A marketplace at scale (PostgreSQL 15)',
    '',
    body(result),
    '',
    'Command: `npm run bench -- --only scale` (this section).',
    SCALE_SECTION_END,
  ].join('\n');
}

/** Puts `section` in place of the previous scale section of `markdown`, or at its end. */
export function replaceScaleSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: SCALE_SECTION_START,
    end: SCALE_SECTION_END,
  });
}
