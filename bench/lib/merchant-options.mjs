// The merchant bench's settings; each can be overridden from the environment for a quick run
// (e.g. BENCH_MERCHANT_ORDERS=10000 BENCH_SECONDS=3).

export function merchantBenchOptions(env = process.env) {
  return {
    orders: Number(env.BENCH_MERCHANT_ORDERS ?? 100_000),
    days: 90,
    connections: Number(env.BENCH_MERCHANT_CONNECTIONS ?? 10),
    duration: Number(env.BENCH_SECONDS ?? 10),
    alerts: Number(env.BENCH_MERCHANT_ALERTS ?? 40),
  };
}
