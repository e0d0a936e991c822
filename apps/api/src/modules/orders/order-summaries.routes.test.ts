import { orderSummaryOf, orderSummarySchema, type Order, type OrdersResponse } from '@sauda/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countQueries } from '../../test/count-queries.js';
import {
  CHECKOUT_NOW,
  insertShopper,
  insertStockedProduct,
  type Shopper,
} from '../invoices/testing/checkout-fixture.js';
import { placeOrderFor, type PlacedOrder } from './testing/orders-client.js';
import { useOrdersTestApp } from './testing/use-orders-test-app.js';

// GET users/orders answers card summaries: the full invoice comes with the detail.

const setup = useOrdersTestApp();
const { checkout, orders, db } = setup;

let shopper: Shopper;
let neighbour: Shopper;
let mine: PlacedOrder[] = [];
let theirs: PlacedOrder[] = [];

async function listed(token: string, query = ''): Promise<OrdersResponse> {
  const response = await orders.list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrdersResponse>();
}

async function detailOf(token: string, orderId: string): Promise<Order> {
  const response = await orders.detail(token, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

beforeAll(async () => {
  // Placed while the store is open: the tests' clock, frozen only inside each test, is set here too.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(CHECKOUT_NOW);
  shopper = await insertShopper(db());
  neighbour = await insertShopper(db());
  const stocked = await insertStockedProduct(db(), checkout.fixture, 1000);
  const line = (quantity: number) => [{ product_query_id: stocked.queryId, quantity }];
  mine = [];
  for (let i = 0; i < 8; i++) {
    mine.push(await placeOrderFor(db(), checkout.client, shopper, line(1 + (i % 3))));
  }
  theirs = [];
  for (let i = 0; i < 3; i++) {
    theirs.push(await placeOrderFor(db(), checkout.client, neighbour, line(1)));
  }
  const id = (i: number) => mine[i]?.orderId ?? '';
  expect((await orders.cancel(shopper.token, id(1))).statusCode).toBe(200);
  await orders.moved(id(2), 'order_confirmed');
  const dispatched = await orders.moved(id(2), 'order_dispatched');
  await orders.moved(id(2), 'order_delivered', dispatched.handover_code ?? '');
  await orders.moved(id(3), 'order_confirmed');
  vi.useRealTimers();
}, 60_000);

describe('GET /api/v1/users/orders summaries', () => {
  it('answers each order as its detail shows it, with the invoice summed up', async () => {
    const tabs = await Promise.all(
      (['active', 'past', 'cancelled'] as const).map((tab) =>
        listed(shopper.token, `?order_type=${tab}`),
      ),
    );
    const summaries = tabs.flatMap((tab) => tab.orders);
    expect(summaries).toHaveLength(mine.length);
    for (const summary of summaries) {
      expect(orderSummarySchema.strict().safeParse(summary).success).toBe(true);
      expect(summary).toEqual(orderSummaryOf(await detailOf(shopper.token, summary.query_id)));
    }
    const delivered = tabs[1]?.orders[0];
    expect(delivered?.executions.map((step) => step.name)).toEqual([
      'order_pending',
      'order_confirmed',
      'order_dispatched',
      'order_delivered',
    ]);
  });

  it('never lists another shopper’s orders', async () => {
    const own = await listed(shopper.token, '?per_page=50');
    const other = await listed(neighbour.token, '?per_page=50');
    const theirIds = theirs.map((order) => order.orderId);
    expect(other.orders.map((order) => order.query_id)).toEqual([...theirIds].reverse());
    expect(own.orders.some((order) => theirIds.includes(order.query_id))).toBe(false);
    expect(other.orders.some((order) => mine.some((m) => m.orderId === order.query_id))).toBe(
      false,
    );
  });

  it('sends as many queries for a page of 1 as for a page of 50 (no query per order)', async () => {
    const { database, app } = checkout.testApp;
    // What a read from the database costs: the kept pages (order-history-cache) go first.
    const page = (perPage: number) => () => {
      app.orderHistoryCache.clear();
      return listed(shopper.token, `?per_page=${perPage}`);
    };
    await page(1)();
    const one = await countQueries(database, page(1));
    const fifty = await countQueries(database, page(50));
    expect(one).toBeGreaterThan(0);
    expect((await page(50)()).orders.length).toBeGreaterThan(1);
    expect(fifty).toBe(one);
  });
});
