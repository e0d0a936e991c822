// The scale bench's settings; each can be overridden from the environment for a quick run
// (e.g. BENCH_SCALE_ORDERS=100000 BENCH_SCALE_PRODUCTS=200000 BENCH_SECONDS=3).

export function scaleBenchOptions(env = process.env) {
  return {
    stores: Number(env.BENCH_SCALE_STORES ?? 10_000),
    products: Number(env.BENCH_SCALE_PRODUCTS ?? 1_000_000),
    /** The first stores by rank get this many more products each: the big shops. */
    bigStores: 20,
    bigStoreProducts: Number(env.BENCH_SCALE_BIG_STORE_PRODUCTS ?? 10_000),
    shoppers: Number(env.BENCH_SCALE_SHOPPERS ?? 100_000),
    orders: Number(env.BENCH_SCALE_ORDERS ?? 1_000_000),
    days: 90,
    /** Orders the demo shopper places through the checkout on the small database. */
    smallOrders: 200,
    connections: Number(env.BENCH_SCALE_CONNECTIONS ?? 20),
    duration: Number(env.BENCH_SECONDS ?? 10),
  };
}
