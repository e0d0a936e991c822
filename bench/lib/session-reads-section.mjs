// The session reads section of docs/BENCHMARKS.md, between markers so that
// `node bench/session-reads.mjs` can rewrite it alone.
import { connections, duration } from './api-settings.mjs';
import { SESSION_TARGETS } from './session-reads.mjs';
import { replaceMarkedSection } from './marked-section.mjs';
import { mark } from './api-sections.mjs';

export const SESSION_READS_START = '<!-- session-reads:start -->';
export const SESSION_READS_END = '<!-- session-reads:end -->';

function row({ name, without, withSession }) {
  const ratio = withSession.requestsPerSecond / without.requestsPerSecond;
  const met = ratio >= SESSION_TARGETS.ratio && withSession.latencyP99 < SESSION_TARGETS.p99Ms;
  const figures = (m) => `${m.requestsPerSecond.toLocaleString('en')} | ${m.latencyP99}`;
  return `| ${name} | ${figures(without)} | ${figures(withSession)} | ${ratio.toFixed(2)} | ${mark(met)} |`;
}

function body(result) {
  if (!result) return 'Not measured yet: run `node bench/session-reads.mjs` after `npm run build`.';
  const { machine, sharedLimit } = result;
  const sharedRatio =
    sharedLimit.withSession.requestsPerSecond / sharedLimit.without.requestsPerSecond;
  const memory = result.rows.at(-1).without.requestsPerSecond;
  const lost = Math.round((1 - sharedLimit.without.requestsPerSecond / memory) * 100);
  return [
    'Every call of the web app carries the guest session (`Authorization: Bearer`) and the',
    "shopper's location (`latitude`, `longitude` and their short spellings) with its fixed",
    'headers. Each catalog read is measured without any header and then as the browser sends',
    `it, on the embedded database (PGlite, demo data), ${connections} connections, ${duration} s after a 2 s`,
    `warm-up each. Target: with the session at least ${SESSION_TARGETS.ratio * 100} % of the same read without,`,
    `and p99 under ${SESSION_TARGETS.p99Ms} ms. Measured on ${result.date}: ${machine.cpu}, ${machine.memory},`,
    `Node ${machine.node}, load average ${machine.load} at the start.`,
    '',
    '| read | without: req/s | p99 ms | with session: req/s | p99 ms | ratio | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...result.rows.map(row),
    '',
    'A session is checked in the database once, then kept a minute in the instance (decision',
    '0013); every change of its user or end of one of their sessions, on any instance, drops it',
    'at once through LISTEN/NOTIFY.',
    '',
    `The per-IP limit of all calls counted in PostgreSQL instead of memory (\`RATE_LIMIT_SHARED=all\`,`,
    'one upsert per call) on the last read:',
    '',
    '| read | without: req/s | p99 ms | with session: req/s | p99 ms | ratio | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    row({ ...sharedLimit, name: `${sharedLimit.name}, every call counted in PostgreSQL` }),
    '',
    `Against the memory count above, the tokenless read loses ${lost} % of its throughput (ratio`,
    `${sharedRatio.toFixed(2)} with the session): the limit of all calls stays per instance, and`,
    'only the strict sign-in and code limits are shared.',
  ].join('\n');
}

export function sessionReadsSection(result) {
  return [
    SESSION_READS_START,
    '## API: catalog reads as the browser sends them',
    '',
    body(result),
    SESSION_READS_END,
  ].join('\n');
}

/** Puts `section` in place of the previous one in `markdown`, or at its end. */
export function replaceSessionReadsSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: SESSION_READS_START,
    end: SESSION_READS_END,
  });
}
