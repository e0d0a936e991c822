import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** The value below which `share` of the sorted samples fall (nearest-rank). */
export function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank];
}

export const round1 = (value) => Math.round(value * 10) / 10;

/**
 * One autocannon run that also keeps every response time, so p95 is exact (autocannon itself
 * reports p90, p97.5 and p99 only). `paths` are requested in turn by every connection.
 */
function run(url, paths, { connections, duration, headers }) {
  const requests = paths?.map((path) => ({ method: 'GET', path }));
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        ...(headers ? { headers } : {}),
        ...(requests ? { requests } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * Throughput and latency of a URL (or of `paths` on it, in turn) after a 2 s warm-up that
 * fills connection pools, JIT and caches. `headers` go with every request (e.g. a session's
 * Authorization). Fails on any non-2xx answer.
 */
export async function measure(url, { connections = 50, duration = 10, paths, headers } = {}) {
  await run(url, paths, { connections, duration: 2, headers });
  const { result, latencies } = await run(url, paths, { connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: round1(percentile(sorted, 0.5)),
    latencyP95: round1(percentile(sorted, 0.95)),
    latencyP99: round1(percentile(sorted, 0.99)),
    total: result.requests.total,
  };
}

/**
 * Each path requested once, one after another: the first answer of a cold cache, which is
 * what a shopper gets when nobody asked the same thing in the last 30 s. `headers` go with
 * every request.
 */
export async function measureFirstAnswers(url, paths, { headers } = {}) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    max: round1(sorted.at(-1) ?? 0),
  };
}
