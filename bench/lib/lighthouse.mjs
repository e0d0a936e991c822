// Lighthouse (mobile) against the built app: category scores and page-load metrics per page.
// Lighthouse stays out of the main lockfile (it depends on a `latest` version that can break
// `npm ci`): it is installed on first use into bench/.lighthouse, which git ignores.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { waitForQuietCpu } from './quiet-cpu.mjs';

export const LIGHTHOUSE_VERSION = '13.5.0';

/**
 * Runs per page (BENCH_LIGHTHOUSE_RUNS overrides): the median of five, as Lighthouse's own
 * guidance on variability advises, holds up against a single run slowed by a busy host.
 */
export function lighthouseRuns() {
  return Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
}

const INSTALL_DIR = fileURLToPath(new URL('../.lighthouse/', import.meta.url));
const CLI = `${INSTALL_DIR}node_modules/lighthouse/cli/index.js`;
const REPORTS_DIR = `${INSTALL_DIR}reports/`;

/** The e2e suite's Chromium flags (apps/web/e2e/support/chromium.ts), headless. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = [
  { id: 'performance', label: 'Performance' },
  { id: 'accessibility', label: 'Accessibility' },
  { id: 'best-practices', label: 'Best practices' },
  { id: 'seo', label: 'SEO' },
];

export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
];

/**
 * With `profile`, Chromium opens that profile (the last --user-data-dir wins over the
 * launcher's own) and Lighthouse keeps its storage: the page sees what the profile holds.
 */
export function lighthouseCommand(url, profile) {
  const chromeFlags = profile ? [...CHROME_FLAGS, `--user-data-dir=${profile}`] : CHROME_FLAGS;
  return [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.map((c) => c.id).join(',')}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(profile ? ['--disable-storage-reset'] : []),
  ];
}

/** Installs the pinned Lighthouse into bench/.lighthouse unless it is there already. */
export function ensureLighthouse() {
  const manifest = `${INSTALL_DIR}node_modules/lighthouse/package.json`;
  if (existsSync(manifest)) {
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (version === LIGHTHOUSE_VERSION) return;
  }
  mkdirSync(INSTALL_DIR, { recursive: true });
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.lighthouse …`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      INSTALL_DIR,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
    ],
    { stdio: 'inherit' },
  );
}

function runLighthouseProcess(url, profile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, lighthouseCommand(url, profile), {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString()}`));
        return;
      }
      resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is retried. */
async function runLighthouseOnce(url, profile, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const lhr = await runLighthouseProcess(url, profile);
      if (!lhr.runtimeError) return lhr;
      if (attempt >= attempts) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    console.warn(`lighthouse ${url}: run failed, retrying (${attempt}/${attempts - 1})`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function scoresOf(lhr) {
  const categories = Object.fromEntries(
    CATEGORIES.map(({ id }) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(({ id }) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  // Lighthouse's own measure of the CPU it ran on (higher is faster): its simulated 4× slowdown
  // multiplies the time each task took here, so TBT rises as this falls.
  return {
    categories,
    metrics,
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

const METRIC_IDS = new Set([
  ...METRICS.map(({ id }) => id),
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

/** Audits (other than the metrics in the table) below 0.9 in a run: where a low score comes from. */
function weakAudits(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && !METRIC_IDS.has(audit.id))
    .map((audit) => audit.id);
}

function medianOf(runs) {
  const pick = (group, id) => median(runs.map((run) => run[group][id]));
  return {
    categories: Object.fromEntries(CATEGORIES.map(({ id }) => [id, pick('categories', id)])),
    metrics: Object.fromEntries(METRICS.map(({ id }) => [id, pick('metrics', id)])),
  };
}

function saveReport(name, index, lhr) {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = `${REPORTS_DIR}${name.replace(/\W+/g, '-')}-${index + 1}.json`;
  writeFileSync(file, JSON.stringify(lhr));
}

/**
 * `pages`: [{ name, path }]. Runs Lighthouse `runs` times per page, one after another (never in
 * parallel: simulated throttling assumes the CPU is not shared), and keeps the median of each
 * score and metric. Each run waits for a quiet CPU first (see quiet-cpu.mjs).
 * → [{ name, path, runs, median, weak }]
 */
export async function measureLighthouse(baseUrl, pages, { runs = lighthouseRuns() } = {}) {
  ensureLighthouse();
  const results = [];
  for (const { name, path, target, profile } of pages) {
    const samples = [];
    const weak = new Map();
    for (let index = 0; index < runs; index += 1) {
      const wait = await waitForQuietCpu();
      const lhr = await runLighthouseOnce(`${baseUrl}${path}`, profile);
      saveReport(name, index, lhr);
      samples.push({ ...scoresOf(lhr), wait });
      weakAudits(lhr).forEach((id) => weak.set(id, (weak.get(id) ?? 0) + 1));
      const { categories } = samples.at(-1);
      console.log(`lighthouse ${path} run ${index + 1}: ${JSON.stringify(categories)}`);
    }
    const weakList = [...weak].map(([id, count]) => `${id} (${count}/${runs})`);
    results.push({ name, path, target, runs: samples, median: medianOf(samples), weak: weakList });
  }
  return results;
}

/** The public pages; the shopper's pages come from shopper-pages.mjs (they need ids). */
export const LIGHTHOUSE_PAGES = [
  { name: 'Home', path: '/home', target: 'public' },
  { name: 'Riders', path: '/riders', target: 'public' },
  { name: 'FAQs', path: '/faqs', target: 'public' },
];

/** Starts its own server so the earlier load benches leave no work behind for these runs. */
export async function runLighthouseBench({ runs = lighthouseRuns() } = {}) {
  const { startApi } = await import('./api-server.mjs');
  const api = await startApi({ env: {} });
  try {
    // One untimed visit fills the server's caches, as a real visitor after a release would find.
    await fetch(`${api.url}/home`);
    const { shopperLighthousePages } = await import('./shopper-pages.mjs');
    const pages = [...LIGHTHOUSE_PAGES, ...(await shopperLighthousePages(api.url))];
    return await measureLighthouse(api.url, pages, { runs });
  } finally {
    await api.stop();
  }
}
