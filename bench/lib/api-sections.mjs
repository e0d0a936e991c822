// The tables of the API's figures in docs/BENCHMARKS.md, each row marked against its target.
import { bigConnections, bigProducts, TARGETS } from './api-settings.mjs';

export const mark = (ok) => (ok ? 'met' : '**missed**');
const ratio = (m, base) => m.requestsPerSecond / base.requestsPerSecond;

function throughputRow({ name, m, target }, base) {
  const r = ratio(m, base);
  const verdict = target
    ? mark(r >= TARGETS.embeddedRatio && m.latencyP99 < TARGETS.embeddedP99Ms)
    : '';
  return `| ${name} | ${m.requestsPerSecond.toLocaleString('en')} | ${m.latencyP50} | ${m.latencyP95} | ${m.latencyP99} | ${r.toFixed(2)} | ${verdict} |`;
}

/** One table per database, every route compared with that run's hello baseline. */
export function throughputSections(runs) {
  return runs.map(({ label, hello, rows }) =>
    [
      `### Database: ${label}`,
      '',
      '| route | req/s | p50 ms | p95 ms | p99 ms | ratio to hello | target |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...rows.map((row) => throughputRow(row, hello)),
    ].join('\n'),
  );
}

export function liveSection(runs) {
  const row = ({ label, live: l }) =>
    `| ${label} | ${l.streams} | ${l.changes} | ${l.p50} | ${l.p95} | ${l.max} | p95 < ${TARGETS.liveUpdateP95Ms} ms: ${mark(l.p95 < TARGETS.liveUpdateP95Ms)} |`;
  return [
    '| database | open streams | status changes | p50 ms | p95 ms | max ms | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...runs.map(row),
  ].join('\n');
}

export function bigSection(result) {
  if (!result) {
    return 'Skipped: no PostgreSQL binaries under `/usr/lib/postgresql` on this machine.';
  }
  const row = (name, { paths, m }, targetMs) =>
    `| ${name} | ${paths} | ${m.requestsPerSecond.toLocaleString('en')} | ${m.latencyP50} | ${m.latencyP95} | ${m.latencyP99} | p95 < ${targetMs} ms: ${mark(m.latencyP95 < targetMs)} |`;
  const first = (name, { paths, first: f }) =>
    `| ${name} | ${paths} | ${f.median} | ${f.p95} | ${f.max} |`;
  return [
    `${bigProducts.toLocaleString('en')} products in ${result.stores} stores, seeded with`,
    `\`db:seed -- --products ${bigProducts}\` into a fresh database of the same throwaway cluster`,
    `in ${result.seedSeconds} s (then \`VACUUM ANALYZE products\`, as autovacuum does after a bulk`,
    `load). Every connection requests the listed paths in turn: store pages (first three pages of`,
    'each store, its first categories and sub-categories) and searches (two dozen words',
    'with typos, Roman Urdu and two-word queries, page 1 and 2, autocomplete, scoped to a store',
    `and to an industry). ${bigConnections} connections.`,
    '',
    '| route | paths | req/s | p50 ms | p95 ms | p99 ms | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    row('`GET /api/v1/products` of a store', result.products, TARGETS.bigProductsP95Ms),
    row('`GET /api/v1/users/app_search`', result.search, TARGETS.bigSearchP95Ms),
    '',
    'Under load the catalog cache (30 s) answers repeated pages and searches. The first answer',
    'of each path, asked once and one at a time before the load, is the cost of a cache miss:',
    '',
    '| first answers (cache miss) | paths | median ms | p95 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    first('`GET /api/v1/products` of a store', result.products),
    first('`GET /api/v1/users/app_search`', result.search),
  ].join('\n');
}
