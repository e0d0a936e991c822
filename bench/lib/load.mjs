import autocannon from 'autocannon';

/** One autocannon run; answers throughput and latency figures. */
export async function measure(url, { connections = 50, duration = 10 } = {}) {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, caches, connection pool
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    total: result.requests.total,
  };
}
