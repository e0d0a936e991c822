// The placement bench's settings; each can be overridden from the environment for a quick run
// (e.g. BENCH_PLACE_ORDER_SHOPPERS=200).
import { PLACE_ORDER_TARGETS } from './place-order.mjs';

export function placeOrderBenchOptions(env = process.env) {
  return {
    shoppers: Number(env.BENCH_PLACE_ORDER_SHOPPERS ?? 2500),
    ordersEach: Number(env.BENCH_PLACE_ORDER_EACH ?? 2),
    stores: 20,
    connections: Number(env.BENCH_PLACE_ORDER_CONNECTIONS ?? PLACE_ORDER_TARGETS.connections),
    /** Shoppers who then place one more order each, one at a time. */
    alone: 200,
  };
}
