// The Lighthouse section of docs/BENCHMARKS.md, between markers so it can be rewritten alone.
import { CATEGORIES, LIGHTHOUSE_VERSION, METRICS } from './lighthouse.mjs';
import { QUIET_IDLE_SHARE, QUIET_TIMEOUT_MS } from './quiet-cpu.mjs';
import { replaceMarkedSection } from './marked-section.mjs';

export const SECTION_START = '<!-- lighthouse:start -->';
export const SECTION_END = '<!-- lighthouse:end -->';

/** Every category must reach this score on every public page. */
export const LIGHTHOUSE_TARGET = 95;

/** The shopper's pages (listing, store, product, cart): performance, LCP and TBT. */
export const SHOPPER_TARGET = { performance: 90, lcpMs: 2500, tbtMs: 200 };

function formatMetric(value, unit) {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 's') return `${(value / 1000).toFixed(1)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

function shortfalls({ target, median }) {
  if (target === 'shopper') {
    const { categories, metrics } = median;
    return [
      categories.performance < SHOPPER_TARGET.performance ? 'performance' : null,
      metrics['largest-contentful-paint'] > SHOPPER_TARGET.lcpMs ? 'LCP' : null,
      metrics['total-blocking-time'] > SHOPPER_TARGET.tbtMs ? 'TBT' : null,
    ].filter(Boolean);
  }
  return CATEGORIES.filter(({ id }) => median.categories[id] < LIGHTHOUSE_TARGET).map(({ label }) =>
    label.toLowerCase(),
  );
}

function verdict(result) {
  const short = shortfalls(result);
  return short.length === 0 ? 'met' : `**missed** (${short.join(', ')})`;
}

function pageRow(result) {
  const { name, path, runs, median } = result;
  const scores = CATEGORIES.map(({ id }) => {
    const each = runs.map((run) => run.categories[id]).join('/');
    return `${median.categories[id]} <sub>${each}</sub>`;
  });
  const metrics = METRICS.map(({ id, unit }) => formatMetric(median.metrics[id], unit));
  const cpuIndex = runs.map((run) => run.cpuIndex).join('/');
  return `| ${name} (\`${path}\`) | ${[...scores, ...metrics, cpuIndex].join(' | ')} | ${verdict(result)} |`;
}

/** How long the runs waited for a quiet CPU, and how many started without one. */
function quietNote(results) {
  const waits = results.flatMap(({ runs }) => runs.map((run) => run.wait));
  const longest = Math.max(...waits.map((wait) => wait.waitedSeconds));
  const noisy = waits.filter((wait) => !wait.quiet).length;
  return [
    `Each run started once the CPUs had been at least ${QUIET_IDLE_SHARE * 100}% idle for a second`,
    `(waiting at most ${QUIET_TIMEOUT_MS / 1000} s): the longest wait was ${longest} s, and ${noisy} of`,
    `${waits.length} runs started on a busy machine.`,
  ].join('\n');
}

function weakNotes(results) {
  const notes = results
    .filter(({ weak }) => weak.length > 0)
    .map(({ path, weak }) => `- \`${path}\`: ${weak.join(', ')}`);
  if (notes.length === 0) return 'No audit scored below 0.9 in any run.';
  return ['Other audits below 0.9 (in how many runs):', '', ...notes].join('\n');
}

/** `results` from measureLighthouse; `machine` from describeMachine. */
export function lighthouseSection(results, { machine, date, runs }) {
  const headers = [...CATEGORIES.map((c) => c.label), ...METRICS.map((m) => m.label), 'CPU index'];
  const allMet = results.every((result) => shortfalls(result).length === 0);
  return [
    SECTION_START,
    '## Web: Lighthouse (mobile)',
    '',
    `Lighthouse ${LIGHTHOUSE_VERSION} on ${date}, default mobile emulation (Moto G Power, simulated`,
    'slow 4G and 4× CPU slowdown), Debian Chromium headless, against the built app served by',
    '`node apps/api/dist/server.js` (embedded database, demo data) on loopback. Each page ran',
    `${runs} times one after another; the table shows the median of each figure, the scores of`,
    `the single runs in small print. Targets: on the public pages every category at least`,
    `${LIGHTHOUSE_TARGET}; on the shopper's pages performance at least ${SHOPPER_TARGET.performance}, LCP at most`,
    `${SHOPPER_TARGET.lcpMs / 1000} s and TBT at most ${SHOPPER_TARGET.tbtMs} ms: **${allMet ? 'met' : 'missed'}**.`,
    'The cart is measured in a browser profile that already holds its items (added from their',
    'pages just before, so its scripts may be cached), as a shopper arrives at it.',
    '',
    `| page | ${headers.join(' | ')} | target |`,
    `|---|${headers.map(() => '---:').join('|')}|---|`,
    ...results.map(pageRow),
    '',
    "CPU index: Lighthouse's benchmark of the machine in each run (higher is faster). The 4× slowdown",
    'is simulated on top of the time each task took here, so on a shared machine whose CPU index',
    'swings, TBT and the performance score swing with it.',
    quietNote(results),
    '',
    weakNotes(results),
    '',
    `Machine: ${machine.cpu}, ${machine.memory}, ${machine.os}, Node ${machine.node}, load`,
    `average ${machine.load} at the start. Command: \`npm run bench\` (everything) or, with the`,
    'app already built, `node bench/lighthouse.mjs` (this section only). Each run is',
    '`CHROME_PATH=/usr/bin/chromium lighthouse <url> --only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags="--headless=new --no-sandbox --disable-gpu …"`; the JSON reports stay in',
    '`bench/.lighthouse/reports/`.',
    SECTION_END,
  ].join('\n');
}

/** Puts `section` in place of the previous one in `markdown`, or at its end. */
export function replaceSection(markdown, section) {
  return replaceMarkedSection(markdown, section, { start: SECTION_START, end: SECTION_END });
}
