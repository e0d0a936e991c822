// The placement section of docs/BENCHMARKS.md, between markers so that
// `npm run bench -- --only place-order` can rewrite it alone.
import { replaceMarkedSection } from './marked-section.mjs';
import { PLACE_ORDER_TARGETS } from './place-order.mjs';
import { BENCH_STOCK } from './place-order-stores.mjs';
import { mark } from './api-sections.mjs';

export const PLACE_ORDER_SECTION_START = '<!-- place-order:start -->';
export const PLACE_ORDER_SECTION_END = '<!-- place-order:end -->';

const count = (n) => n.toLocaleString('en');

function runRow(name, run, withTarget) {
  const { invoice: i, placement: p } = run;
  const fast = p.p99 < PLACE_ORDER_TARGETS.p99Ms;
  const clean = run.errors.length === PLACE_ORDER_TARGETS.errors;
  const target = withTarget ? `p99: ${mark(fast)}, errors: ${mark(clean)}` : '';
  const invoice = i ? `${i.p50} / ${i.p95} / ${i.p99}` : 'made before';
  return `| ${name} | ${count(run.placed)} | ${run.seconds} | ${run.perSecond} | ${invoice} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} | ${run.errors.length} | ${target} |`;
}

function checkLine({ orders, placed, taken, ordered }) {
  const ok = orders === placed && taken === ordered;
  return `Afterwards: ${count(orders)} orders of the bench shoppers in the database for ${count(placed)} successful placements, and ${count(taken)} units gone from stock for ${count(ordered)} units ordered: ${mark(ok)}.`;
}

/**
 * What the run's CPU says about the target: with `connections` placements always in flight,
 * Little's law makes the mean latency connections ÷ throughput, so a p99 under the target
 * needs at least connections ÷ target placements a second, whatever the code.
 */
function ceilingLines({ placementsOnly: run, machine }) {
  const { api, postgres, bench } = run.cpu;
  const total = api + postgres + bench;
  const needed = PLACE_ORDER_TARGETS.connections / (PLACE_ORDER_TARGETS.p99Ms / 1000);
  const ceiling = Math.round((machine.cores * 1000) / total);
  const cores = (ms) => ((needed * ms) / 1000).toFixed(1);
  return [
    '',
    `CPU per placement while the placements ran alone (from /proc): the API ${api} ms, PostgreSQL's`,
    `backends ${postgres} ms, the load generator ${bench} ms; ${round(total)} ms in all. With ${PLACE_ORDER_TARGETS.connections} placements always in flight the`,
    `mean latency is ${PLACE_ORDER_TARGETS.connections} ÷ placements a second (Little's law), so a p99 under ${PLACE_ORDER_TARGETS.p99Ms} ms needs at least ${count(needed)}`,
    `placements a second even if every one took the same time. At these costs that is ${cores(total)} cores`,
    `busy (PostgreSQL alone ${cores(postgres)}, the API alone ${cores(api)}); this machine has ${machine.cores}, and its ceiling at`,
    `these costs is about ${count(ceiling)} placements a second.`,
  ];
}

const round = (value) => Math.round(value * 10) / 10;

function errorLines(errors) {
  if (errors.length === 0) return [];
  const kinds = [...new Set(errors)].slice(0, 5);
  return ['', 'Failed placements (first kinds):', '', ...kinds.map((kind) => `- \`${kind}\``)];
}

function body(result) {
  if (!result)
    return 'Skipped: no PostgreSQL binaries under `/usr/lib/postgresql` on this machine.';
  const { options: o, machine, load, placementsOnly, alone } = result;
  const closed = result.stores.filter((store) => !store.open).length;
  const slots = closed
    ? `, ${closed} of them closed now and taking orders for a delivery slot`
    : '';
  return [
    `A database of its own on the throwaway cluster, after the demo seed. ${count(o.shoppers)} shoppers,`,
    `each with a saved Clifton flat and a session: the accounts and flats are written by one`,
    "`INSERT … SELECT` each, the sessions opened by the API's own `openSession` (a 256-bit token",
    `stored hashed, as a sign-in makes it), in ${result.setUpSeconds} s; the sign-up and code flow would time`,
    'sign-ups, not the checkout. They order from the',
    `${result.stores.length} demo stores delivering to the flat${slots}:`,
    `${result.stores.map((store) => store.name).join(', ')}; shopper n the line of`,
    `store n mod ${result.stores.length}, whose product gets ${count(BENCH_STOCK)} units of stock first. Each placement`,
    "is the shopper's real path, both calls timed apart: `POST /api/v1/invoices` (the invoice), then",
    '`PUT /api/v1/invoices/{id}/place_order` (the placement: stock, voucher, order and its event in',
    `one transaction). ${o.connections} shoppers at a time, each placing ${o.ordersEach} orders one after another; then`,
    `the placements alone: every shopper's invoice made first, then all of them placed, ${o.connections} at a`,
    `time; then ${o.alone} of them one more order each, one at a time. Measured on ${result.date}: ${machine.cpu},`,
    `${machine.memory}, Node ${machine.node}, load average ${machine.load} at the start.`,
    '',
    '| run | placements | s | placements/s | invoice ms (p50 / p95 / p99) | place_order p50 ms | p95 ms | p99 ms | max ms | errors | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    runRow(`${o.connections} connections`, load, true),
    runRow(`placements alone, ${o.connections} connections`, placementsOnly, true),
    runRow('one at a time', alone, false),
    ...errorLines([...load.errors, ...placementsOnly.errors, ...alone.errors]),
    ...ceilingLines(result),
    '',
    checkLine(result.check),
  ].join('\n');
}

/** `result` from measurePlaceOrder, or null when there is no PostgreSQL. */
export function placeOrderSection(result) {
  return [
    PLACE_ORDER_SECTION_START,
    '## Placing orders under load (PostgreSQL 15)',
    '',
    `Target: \`place_order\` p99 under ${PLACE_ORDER_TARGETS.p99Ms} ms with ${PLACE_ORDER_TARGETS.connections} shoppers placing at once, and no failed placement.`,
    '',
    body(result),
    '',
    'Command: `npm run bench -- --only place-order` (this section).',
    PLACE_ORDER_SECTION_END,
  ].join('\n');
}

/** Puts `section` in place of the previous placement section of `markdown`, or at its end. */
export function replacePlaceOrderSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: PLACE_ORDER_SECTION_START,
    end: PLACE_ORDER_SECTION_END,
  });
}
