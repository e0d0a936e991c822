import type { OrdersResponse } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { notifyStreamAccessRevoked } from '../events/stream-access-revoked.js';
import { notifyOrderEvent, ORDER_EVENTS_CHANNEL } from '../order-notification.js';
import { noteOrderChange, orderChangesNoted } from './order-changes-scope.js';
import { historyPageKey } from './order-history-cache.js';

const KEY = historyPageKey({ order_type: 'active', page: 1, per_page: 24 });
const PAGE = JSON.stringify({
  orders: [],
  pagination: { page: 1, per_page: 24, total_items: 0, total_pages: 0 },
} satisfies OrdersResponse);

let testApp: TestApp;
const history = () => testApp.app.orderHistoryCache;

function notificationFor(userId: number) {
  return {
    event_id: 1,
    order_id: 1,
    order_query_id: 'order-test',
    invoice_query_id: 'invoice-test',
    short_order_id: null,
    user_id: userId,
    company_id: 1,
    status: 'order_confirmed' as const,
    at: new Date().toISOString(),
  };
}

/** Test-only routes: one notes an order change without telling the database, one publishes. */
function addChangeRoutes(app: FastifyInstance): void {
  app.post<{ Params: { userId: string } }>('/api/v1/test/noted/:userId', (request) => {
    noteOrderChange(Number(request.params.userId));
    return Promise.resolve({ kept: history().get(Number(request.params.userId), KEY) ?? null });
  });
  app.post<{ Params: { userId: string } }>('/api/v1/test/published/:userId', async (request) => {
    const userId = Number(request.params.userId);
    await app.db.transaction((tx) => notifyOrderEvent(tx, notificationFor(userId)));
    return { noted: [...orderChangesNoted()] };
  });
}

/**
 * Keeps a page for two shoppers. Each test takes shoppers of its own: a notification of an
 * earlier test still on its way must not forget them.
 */
function keepBoth(shopper: number, neighbour: number): void {
  history().set(shopper, KEY, PAGE, history().generation);
  history().set(neighbour, KEY, PAGE, history().generation);
  expect(history().get(shopper, KEY)).toBe(PAGE);
}

beforeAll(async () => {
  testApp = await buildTestApp({ beforeReady: addChangeRoutes });
});
afterAll(() => testApp.close());

describe('the order history cache plugin', () => {
  it('forgets a shopper whose orders a request changed, before it answers', async () => {
    const shopper = 41;
    const neighbour = 42;
    keepBoth(shopper, neighbour);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/test/noted/${shopper}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json(), 'still kept while the handler ran').toEqual({ kept: PAGE });
    expect(history().get(shopper, KEY)).toBeUndefined();
    expect(history().get(neighbour, KEY)).toBe(PAGE);
  });

  it('notes the shopper of every order event published while answering a request', async () => {
    const shopper = 43;
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/test/published/${shopper}`,
    });
    expect(answer.json()).toEqual({ noted: [shopper] });
    expect(orderChangesNoted().size, 'nothing noted outside a request').toBe(0);
  });

  it('forgets the shopper of an order event heard on the channel, and only them', async () => {
    const shopper = 45;
    const neighbour = 46;
    keepBoth(shopper, neighbour);
    await notifyOrderEvent(testApp.database.db, notificationFor(shopper));
    await vi.waitFor(() => expect(history().get(shopper, KEY)).toBeUndefined());
    expect(history().get(neighbour, KEY)).toBe(PAGE);
  });

  it('keeps every page when a store member’s streams end (not an order change)', async () => {
    const shopper = 47;
    const neighbour = 48;
    keepBoth(shopper, neighbour);
    const db = testApp.database.db;
    await notifyStreamAccessRevoked(db, { userId: shopper, companyId: 1 });
    await notifyOrderEvent(db, notificationFor(neighbour));
    // The channel delivers in order: once the neighbour is forgotten, the first was heard.
    await vi.waitFor(() => expect(history().get(neighbour, KEY)).toBeUndefined());
    expect(history().get(shopper, KEY)).toBe(PAGE);
  });

  it('forgets every shopper on a payload it cannot read', async () => {
    const shopper = 49;
    const neighbour = 50;
    keepBoth(shopper, neighbour);
    const db = testApp.database.db;
    await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, 'not an order event')`);
    await vi.waitFor(() => expect(history().chars).toBe(0));
  });
});
