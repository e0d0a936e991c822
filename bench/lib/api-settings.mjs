// The load bench's settings and the figures the API must reach. Each setting can be
// overridden from the environment for a quick run (e.g. BENCH_SECONDS=3).

export const duration = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const bigConnections = Number(process.env.BENCH_BIG_CONNECTIONS ?? 20);
export const bigProducts = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);

/** What the catalog routes must reach (the figures of the brief the API was built to). */
export const TARGETS = {
  embeddedRatio: 0.4,
  embeddedP99Ms: 50,
  bigSearchP95Ms: 50,
  bigProductsP95Ms: 20,
  /** The shopper's pages (issue "Shopper speed"); the required libraries alone exceed 150. */
  firstVisitScriptKb: 200,
  liveUpdateP95Ms: 1000,
};

/** Open event streams of the one shopper, and status changes made one after another. */
export const LIVE = { streams: 50, changes: 40 };
