// The merchant back office section of docs/BENCHMARKS.md, between markers so that
// `npm run bench -- --only merchant` can rewrite it alone.
import { MERCHANT_TARGETS } from './merchant.mjs';
import { replaceMarkedSection } from './marked-section.mjs';
import { mark } from './api-sections.mjs';

export const MERCHANT_SECTION_START = '<!-- merchant:start -->';
export const MERCHANT_SECTION_END = '<!-- merchant:end -->';

function routeRow({ name, path, baseline, first, m }) {
  const target = baseline
    ? ''
    : `p95 < ${MERCHANT_TARGETS.routeP95Ms} ms: ${mark(m.latencyP95 < MERCHANT_TARGETS.routeP95Ms)}`;
  return `| ${name}: \`GET ${path}\` | ${first} | ${m.requestsPerSecond.toLocaleString('en')} | ${m.latencyP50} | ${m.latencyP95} | ${m.latencyP99} | ${target} |`;
}

function alertRow({ orders, beforeAnswer, afterAnswer: a, fromSending: s }) {
  const target = `p95 < ${MERCHANT_TARGETS.alertP95Ms} ms: ${mark(s.p95 < MERCHANT_TARGETS.alertP95Ms)}`;
  return `| ${orders} | ${s.p50} | ${s.p95} | ${s.max} | ${beforeAnswer} | ${a.p95} | ${target} |`;
}

function body(result) {
  if (!result)
    return 'Skipped: no PostgreSQL binaries under `/usr/lib/postgresql` on this machine.';
  return [
    `${result.store}, the demo owner's store, with ${result.orders.toLocaleString('en')} orders spread`,
    `over the last ${result.days} days (about ${Math.round(result.orders / result.days).toLocaleString('en')} a day) in a database of its own`,
    'on the throwaway cluster, after the demo seed. Each order is a copy of one the demo shopper',
    "placed through the checkout, with one of 2,000 shoppers, one to three lines of the store's",
    'products and a status by age (the last 10 minutes pending, then confirmed and on the way,',
    'older ones delivered, one in fifteen cancelled), with its status events; written with',
    `\`INSERT … SELECT generate_series\` and vacuumed in ${result.seedSeconds} s. The store also gets`,
    `${result.products.toLocaleString('en')} more products (copies of its own with their own names, stock and a few hidden),`,
    `written in ${result.productSeedSeconds} s, for the inventory routes. Requests carry the demo`,
    `owner's \`Authorization: Bearer\` header (signed in with \`POST /api/v1/users/authenticate\`);`,
    `${result.connections} connections, ${result.duration} s after a 2 s warm-up. Measured on ${result.date}:`,
    `${result.machine.cpu}, ${result.machine.memory}, Node ${result.machine.node}, load average`,
    `${result.machine.load} when the measures started.`,
    '',
    '| route | first answer ms | req/s | p50 ms | p95 ms | p99 ms | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...result.rows.map(routeRow),
    '',
    'The first answer is one request before the load. The dashboard sums today at every request;',
    'the figures of 7 and 30 days are kept in memory for a minute, so under load they are mostly',
    'served from there and the first answer of 30 days is the cost of summing them.',
    '',
    'New-order alerts: the owner keeps `GET /api/v1/merchant/stores/{id}/events` open while the',
    'demo shopper places orders one after another (`POST /api/v1/invoices`, then',
    '`PUT /api/v1/invoices/{id}/place_order`). Each sample is the time from sending the placement',
    'until its `order_placed` event arrived on the stream: the placement itself, its commit, the',
    'notification (LISTEN/NOTIFY) and the stream. The event usually arrives before the',
    "placement's own answer; the table counts how often, and the p95 of the time after the",
    'answer (0 when the event came first).',
    '',
    '| orders | p50 ms | p95 ms | max ms | event before the answer | p95 after the answer ms | target |',
    '|---:|---:|---:|---:|---:|---:|---|',
    alertRow(result.alert),
  ].join('\n');
}

/** `result` from measureMerchantBackOffice, or null when there is no PostgreSQL. */
export function merchantSection(result, { orders = 100_000 } = {}) {
  return [
    MERCHANT_SECTION_START,
    `## Merchant back office (PostgreSQL 15, a store with ${(result?.orders ?? orders).toLocaleString('en')} orders)`,
    '',
    `Targets: the queue's first page and the dashboard p95 under ${MERCHANT_TARGETS.routeP95Ms} ms; a new order on`,
    `the owner's open event stream p95 under ${MERCHANT_TARGETS.alertP95Ms} ms.`,
    '',
    body(result),
    '',
    'Command: `npm run bench` (everything) or `npm run bench -- --only merchant` (this section).',
    MERCHANT_SECTION_END,
  ].join('\n');
}

/** Puts `section` in place of the previous merchant section of `markdown`, or at its end. */
export function replaceMerchantSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: MERCHANT_SECTION_START,
    end: MERCHANT_SECTION_END,
  });
}
