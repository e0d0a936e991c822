// The order history section of docs/BENCHMARKS.md, between markers so that
// `node bench/orders-list.mjs` can rewrite it alone.
import { connections, duration } from './api-settings.mjs';
import { ACTIVE_ORDERS_PATH } from './orders.mjs';
import { ORDERS_LIST_TARGETS } from './orders-list.mjs';
import { replaceMarkedSection } from './marked-section.mjs';
import { mark } from './api-sections.mjs';

export const ORDERS_LIST_START = '<!-- orders-list:start -->';
export const ORDERS_LIST_END = '<!-- orders-list:end -->';

function verdict({ label, list }) {
  const fastEnough = list.latencyP99 < ORDERS_LIST_TARGETS.p99Ms;
  if (!label.startsWith('PostgreSQL'))
    return `p99 < ${ORDERS_LIST_TARGETS.p99Ms} ms: ${mark(fastEnough)}`;
  const busyEnough = list.requestsPerSecond >= ORDERS_LIST_TARGETS.postgresRequestsPerSecond;
  return `≥ ${ORDERS_LIST_TARGETS.postgresRequestsPerSecond} req/s and p99 < ${ORDERS_LIST_TARGETS.p99Ms} ms: ${mark(busyEnough && fastEnough)}`;
}

function row(run) {
  const { label, hello, list } = run;
  const ratio = (list.requestsPerSecond / hello.requestsPerSecond).toFixed(2);
  return `| ${label} | ${run.orders} | ${run.pageOrders} (${run.pageKb} kB) | ${hello.requestsPerSecond.toLocaleString('en')} | ${list.requestsPerSecond.toLocaleString('en')} | ${list.latencyP50} | ${list.latencyP95} | ${list.latencyP99} | ${ratio} | ${verdict(run)} |`;
}

function body(result) {
  if (!result) return 'Not measured yet: run `node bench/orders-list.mjs` after `npm run build`.';
  const { machine, runs } = result;
  return [
    `\`GET ${ACTIVE_ORDERS_PATH}\` as the retail demo shopper's browser sends it (her session's`,
    '`Authorization` header), after she placed her orders one after another through',
    '`POST /api/v1/invoices` and `PUT /api/v1/invoices/{id}/place_order` (a store delivering to',
    "her saved Clifton address). The page is the history's first: 24 order summaries (the",
    "card's fields; the full invoice comes with `GET /api/v1/users/orders/{id}`), read with",
    "their tab's count in one query, then kept as sent in the instance's memory per shopper and",
    'page (`modules/orders/history-cache/`, decision 0013): every read after the first is answered',
    'without a query or a serializing until one of her orders changes (any instance empties her pages at',
    'the commit) or a minute passes. A cold read costs the query as before (on 2026-11-27,',
    'without the cache: 192 req/s, p99 2,798 ms on PGlite; 682 req/s, p99 158 ms on PostgreSQL).',
    'Target: at least',
    `${ORDERS_LIST_TARGETS.postgresRequestsPerSecond} req/s on PostgreSQL and p99 under ${ORDERS_LIST_TARGETS.p99Ms} ms on both databases, ${connections} connections,`,
    `${duration} s after a 2 s warm-up. Measured on ${result.date}: ${machine.cpu}, ${machine.memory}, Node`,
    `${machine.node}, load average ${machine.load} at the start (other work on a shared machine`,
    'moves every figure: the hello baseline of the same server is beside each row).',
    '',
    '| database | orders | page | hello req/s | req/s | p50 ms | p95 ms | p99 ms | ratio to hello | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map(row),
    '',
    `Placing the orders took ${runs.map((run) => `${run.placeSeconds} s on ${run.label}`).join(' and ')}.`,
    'Command: `node bench/orders-list.mjs` (this section only, after `npm run build`).',
  ].join('\n');
}

export function ordersListSection(result) {
  return [
    ORDERS_LIST_START,
    "## The shopper's order history",
    '',
    body(result),
    ORDERS_LIST_END,
  ].join('\n');
}

/** Puts `section` in place of the previous one in `markdown`, or at its end. */
export function replaceOrdersListSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: ORDERS_LIST_START,
    end: ORDERS_LIST_END,
  });
}
