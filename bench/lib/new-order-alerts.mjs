// How fast a new order reaches the store: the owner's open event stream of the back office
// while a shopper places orders one after another through the checkout.
import { clearTimeout, setTimeout } from 'node:timers';
import { percentile, round1 } from './load.mjs';
import { placeOrder } from './merchant-shopper.mjs';
import { openEventStream } from './sse-reader.mjs';

/** How long one new order may take to reach the stream before the run fails. */
const ALERT_TIMEOUT_MS = 10_000;

/** Resolves when the `order_placed` event of an order has arrived, even if it came first. */
function createPlacedArrivals() {
  const arrived = new Map();
  const waiting = new Map();
  return {
    onEvent({ event, data, at }) {
      if (event !== 'order_placed') return;
      arrived.set(data.order_query_id, at);
      waiting.get(data.order_query_id)?.(at);
    },
    arrival(orderQueryId) {
      const at = arrived.get(orderQueryId);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`order_placed of ${orderQueryId} not there in ${ALERT_TIMEOUT_MS} ms`));
        }, ALERT_TIMEOUT_MS);
        waiting.set(orderQueryId, (when) => {
          clearTimeout(timer);
          resolve(when);
        });
      });
    },
  };
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    max: round1(sorted.at(-1) ?? 0),
  };
};

/**
 * The owner keeps the store's event stream open while the shopper places `count` orders one
 * after another. For each: from sending the placement to the `order_placed` event, and from
 * the placement's answer to the event (0 when the event came first, as it mostly does: the
 * notification leaves with the commit, before the answer is written).
 */
export async function measureNewOrderAlerts(baseUrl, { owner, shopper, storeQueryId, count }) {
  const arrivals = createPlacedArrivals();
  const stream = await openEventStream(`${baseUrl}/api/v1/merchant/stores/${storeQueryId}/events`, {
    headers: owner.headers,
    onEvent: arrivals.onEvent,
  });
  try {
    const afterAnswer = [];
    const fromSending = [];
    for (let index = 0; index < count; index += 1) {
      const placed = await placeOrder(baseUrl, shopper);
      const at = await arrivals.arrival(placed.orderQueryId);
      afterAnswer.push(Math.max(0, at - placed.answeredAt));
      fromSending.push(at - placed.sentAt);
    }
    return {
      orders: count,
      beforeAnswer: afterAnswer.filter((ms) => ms === 0).length,
      afterAnswer: summary(afterAnswer),
      fromSending: summary(fromSending),
    };
  } finally {
    await stream.close();
  }
}
