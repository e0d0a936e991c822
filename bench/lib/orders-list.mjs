// The shopper's order history under load: the demo shopper with 200 orders placed through the
// real checkout asks for the first page of her active tab (24 order summaries), on PGlite and
// on PostgreSQL, beside the hello baseline of the same server.
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { startApi } from './api-server.mjs';
import { connections, duration } from './api-settings.mjs';
import { measure, round1 } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { ACTIVE_ORDERS_PATH, ORDERS_TO_PLACE, setUpShopperOrders } from './orders.mjs';

/** Issue 23: ≥ 500 req/s on PostgreSQL, p99 under 100 ms on both databases. */
export const ORDERS_LIST_TARGETS = { postgresRequestsPerSecond: 500, p99Ms: 100 };

async function measureOn(label, env) {
  const api = await startApi({ env });
  try {
    const started = performance.now();
    const shopper = await setUpShopperOrders(api.url, ORDERS_TO_PLACE);
    const placeSeconds = round1((performance.now() - started) / 1000);
    const hello = await measure(`${api.url}/api/v1/hello`, { connections, duration });
    const list = await measure(`${api.url}${ACTIVE_ORDERS_PATH}`, {
      connections,
      duration,
      headers: shopper.headers,
    });
    const answer = await fetch(`${api.url}${ACTIVE_ORDERS_PATH}`, { headers: shopper.headers });
    const body = await answer.json();
    return {
      label,
      orders: shopper.orderIds.length,
      store: shopper.store,
      placeSeconds,
      pageOrders: body.orders.length,
      pageKb: round1(Buffer.byteLength(JSON.stringify(body)) / 1024),
      hello,
      list,
    };
  } finally {
    await api.stop();
  }
}

/** Both databases (PostgreSQL on a throwaway cluster when it is installed). */
export async function measureOrdersList() {
  const machine = describeMachine();
  const runs = [await measureOn('PGlite (embedded)', {})];
  if (findPostgresBin()) {
    const cluster = await startThrowawayPostgres();
    try {
      runs.push(await measureOn('PostgreSQL 15', { DATABASE_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
  }
  return { machine, date: new Date().toISOString().slice(0, 10), runs };
}
