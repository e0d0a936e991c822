import { beforeAll, describe, expect, it } from 'vitest';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { insertShopper } from '../../invoices/testing/checkout-fixture.js';
import { statusEventsOf } from '../../invoices/testing/checkout-inspect.js';
import {
  insertShopperWithAddress,
  placeOrderFor,
  type ExpectedEvent,
} from '../../orders/events/testing/place-order-for.js';
import type { SseReader } from '../../orders/events/testing/sse-reader.js';
import {
  EVENTS_PATH,
  QUICK_HEARTBEAT_MS,
  QUICK_HEARTBEAT_PREFIX,
  useOrderEventsTestApp,
} from '../../orders/events/testing/use-order-events-test-app.js';
import { sweepUnansweredOrders } from '../../orders/auto-cancel/unanswered-orders-sweep.js';
import { findOrderByQueryId } from '../../orders/orders.repository.js';
import { createOrdersClient } from '../../orders/testing/orders-client.js';
import { createMerchantOrdersClient } from '../orders/testing/merchant-orders-client.js';
import { insertStoreTeam, type StoreTeam } from '../orders/testing/merchant-members.js';
import { placeStoreOrder } from '../orders/testing/place-store-order.js';
import { merchantEventsRoutes } from './store-events.routes.js';
import { asStoreFrame, storeEvents, storeEventsPath, withId } from './testing/store-stream.js';

const events = useOrderEventsTestApp({
  beforeReady: async (app) => {
    await app.register(merchantEventsRoutes, {
      prefix: `${QUICK_HEARTBEAT_PREFIX}/api/v1/merchant`,
      heartbeatIntervalMs: QUICK_HEARTBEAT_MS,
    });
  },
});
const merchant = createMerchantOrdersClient(() => events.testApp.app);
const orders = createOrdersClient(() => events.testApp.app);
const STORE_ID = STORES.biryani.queryId;
let team: StoreTeam;

beforeAll(async () => {
  const { companyIds } = events.fixture;
  team = await insertStoreTeam(events.db, companyIds.biryani, companyIds.grocer);
});

/** Opens the store's stream and waits until it is live (its retry hint arrived). */
async function openStore(token: string, lastEventId?: string): Promise<SseReader> {
  const reader = await events.open(
    { token, ...(lastEventId === undefined ? {} : { lastEventId }) },
    storeEventsPath(),
  );
  expect(reader.status).toBe(200);
  await reader.waitFor((frame) => frame.retry !== undefined);
  return reader;
}

const placeOrder = async (): Promise<ExpectedEvent & { orderId: string }> => {
  const shopper = await insertShopperWithAddress(events.db);
  const { expected } = await placeOrderFor(events.client, events.db, shopper, events.product);
  return { ...expected, orderId: expected.data.order_query_id };
};

/** An order at Gulshan Grocers: another store's. */
async function placeGrocerOrder() {
  const shopper = await insertShopper(events.db);
  const milk = events.fixture.productQueryIds.olpersMilk ?? 'missing-olpersMilk';
  const lines = [{ product_query_id: milk, quantity: 2 }];
  return placeStoreOrder(events.db, events.client, shopper, lines, { store: 'grocer' });
}

/** The newest status event of an order, as the store stream must send it. */
async function lastEventOf(orderId: string) {
  const order = await findOrderByQueryId(events.db, orderId);
  const stored = (await statusEventsOf(events.db, order?.id ?? 0)).sort((a, b) => a.id - b.id);
  const last = stored.at(-1);
  if (!last) throw new Error(`no status event of ${orderId}`);
  return { id: String(last.id), status: last.status, at: last.createdAt.toISOString() };
}

describe('GET /api/v1/merchant/stores/{storeId}/events', () => {
  it('streams to every role, starting with a 3 s reconnection hint', async () => {
    for (const role of ['owner', 'manager', 'staff'] as const) {
      const reader = await openStore(team[role].token);
      expect(reader.contentType, role).toMatch(/^text\/event-stream/);
      expect(reader.frames[0], role).toMatchObject({ retry: 3000 });
      reader.close();
    }
  });

  it('sends a new order as order_placed, with the status event id and the order’s number', async () => {
    const stream = await openStore(team.staff.token);

    const placed = await placeOrder();

    const frame = await stream.waitFor(withId(placed.id));
    expect(frame.event).toBe('order_placed');
    expect(JSON.parse(frame.data ?? '')).toEqual({
      order_query_id: placed.orderId,
      short_order_id: placed.data.short_order_id,
      status: 'order_pending',
      at: placed.data.at,
    });
    expect(placed.data.short_order_id).toMatch(/^SD-/);
  });

  it('sends every later step as order_status: the store’s and the shopper’s alike', async () => {
    const stream = await openStore(team.owner.token);
    const accepted = await placeOrder();
    const response = await merchant.move(team.owner.token, STORE_ID, accepted.orderId, {
      status: 'order_confirmed',
    });
    expect(response.statusCode, response.body).toBe(200);
    const confirmed = await lastEventOf(accepted.orderId);

    const frame = await stream.waitFor(withId(confirmed.id));
    expect(frame.event).toBe('order_status');
    expect(JSON.parse(frame.data ?? '')).toEqual({
      order_query_id: accepted.orderId,
      short_order_id: accepted.data.short_order_id,
      status: 'order_confirmed',
      at: confirmed.at,
    });

    const shopper = await insertShopperWithAddress(events.db);
    const { expected } = await placeOrderFor(events.client, events.db, shopper, events.product);
    expect((await orders.cancel(shopper.token, expected.data.order_query_id)).statusCode).toBe(200);
    const cancelled = await lastEventOf(expected.data.order_query_id);
    const cancelFrame = await stream.waitFor(withId(cancelled.id));
    expect(cancelFrame.event).toBe('order_status');
    expect(JSON.parse(cancelFrame.data ?? '')).toMatchObject({ status: 'cancelled' });
  });

  it('sends the cancellation of an order nobody accepted in time as order_status', async () => {
    const stream = await openStore(team.staff.token);
    const placed = await placeOrder();
    const due = new Date(new Date(placed.data.at).getTime() + 10 * 60_000);

    await sweepUnansweredOrders(events.db, due);

    const cancelled = await lastEventOf(placed.orderId);
    const frame = await stream.waitFor(withId(cancelled.id));
    expect(frame.event).toBe('order_status');
    expect(JSON.parse(frame.data ?? '')).toEqual({
      order_query_id: placed.orderId,
      short_order_id: placed.data.short_order_id,
      status: 'cancelled',
      at: due.toISOString(),
    });
  });

  it('with Last-Event-ID, replays the store’s events after it, oldest first, then goes live', async () => {
    const missed = [await placeOrder(), await placeOrder()];
    await placeGrocerOrder();
    missed.push(await placeOrder());
    const [seen, ...after] = missed;

    const stream = await openStore(team.manager.token, seen?.id);
    await stream.waitFor(withId(after.at(-1)?.id ?? 'none'));
    const next = await placeOrder();
    await stream.waitFor(withId(next.id));

    expect(storeEvents(stream)).toEqual([...after, next].map(asStoreFrame));
  });

  it('never sends one store’s events to another store, and the shopper keeps hers', async () => {
    const grocerStream = await events.open(
      { token: team.otherStoreOwner.token },
      storeEventsPath(STORES.grocer.queryId),
    );
    await grocerStream.waitFor((frame) => frame.retry !== undefined);
    const biryaniStream = await openStore(team.staff.token);
    const shopper = await insertShopperWithAddress(events.db);
    const shopperStream = await events.open({ token: shopper.token }, EVENTS_PATH);
    await shopperStream.waitFor((frame) => frame.retry !== undefined);

    const grocerOrder = await placeGrocerOrder();
    const { expected } = await placeOrderFor(events.client, events.db, shopper, events.product);

    await biryaniStream.waitFor(withId(expected.id));
    const grocerPlaced = await lastEventOf(grocerOrder.orderId);
    await grocerStream.waitFor(withId(grocerPlaced.id));
    await shopperStream.waitFor((frame) => frame.id === expected.id);
    // Each store's stream has seen its own order, so it had every chance to see the other one.
    expect(storeEvents(grocerStream).map((frame) => frame.id)).toEqual([grocerPlaced.id]);
    expect(storeEvents(biryaniStream)).toEqual([asStoreFrame(expected)]);
  });

  it('answers 401, or 404 for a store the user does not work in, as JSON before any stream', async () => {
    const refusals: [string | undefined, string, number, string][] = [
      [undefined, STORE_ID, 401, 'unauthorized'],
      ['not-a-live-token', STORE_ID, 401, 'unauthorized'],
      [team.shopper.token, STORE_ID, 404, 'not_found'],
      [team.otherStoreOwner.token, STORE_ID, 404, 'not_found'],
      [team.owner.token, 'store-nope', 404, 'not_found'],
    ];
    for (const [token, storeId, status, code] of refusals) {
      const response = await fetch(`${events.url}${storeEventsPath(storeId)}`, {
        headers: {
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      expect(response.status, `${token} ${storeId}`).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });

  it('sends heartbeat comments while nothing happens', async () => {
    const reader = await events.open(
      { token: team.staff.token },
      `${QUICK_HEARTBEAT_PREFIX}${storeEventsPath()}`,
    );
    const heartbeat = await reader.waitFor((frame) => frame.comments.length > 0);
    expect(heartbeat.comments).toEqual(['heartbeat']);
  });
});
