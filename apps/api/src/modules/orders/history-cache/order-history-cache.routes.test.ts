import { ordersQuerySchema, type OrdersResponse } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { countQueries as countStatements } from '../../../test/count-queries.js';
import { CHECKOUT_NOW, insertShopper } from '../../invoices/testing/checkout-fixture.js';
import { atMinute, placeThreeOfTen } from '../../merchant/orders/testing/pending-orders.js';
import {
  STORE_ID,
  useMerchantOrdersTestApp,
} from '../../merchant/orders/testing/use-merchant-orders-test-app.js';
import { sweepUnansweredOrders } from '../auto-cancel/unanswered-orders-sweep.js';
import { placeOrderFor } from '../testing/orders-client.js';
import { historyPageKey, ORDER_HISTORY_TTL_MS } from './order-history-cache.js';

// GET users/orders answers from memory until one of the shopper's orders changes.

const app = useMerchantOrdersTestApp();
const { orders, merchant, checkout } = app;

async function listed(token: string, query = ''): Promise<OrdersResponse> {
  const response = await orders.list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrdersResponse>();
}

/** Every statement the app sends to the database while `run` runs. */
function countQueries(run: () => Promise<unknown>): Promise<number> {
  return countStatements(checkout.testApp.database, run);
}

/** Reads the tab twice: the second answer comes from memory. */
async function warm(token: string, query = ''): Promise<OrdersResponse> {
  const first = await listed(token, query);
  expect(await countQueries(() => listed(token, query)), 'a warm read').toBe(0);
  return first;
}

const statusOf = (page: OrdersResponse, orderId: string) =>
  page.orders.find((order) => order.query_id === orderId)?.status;

describe('GET users/orders from memory', () => {
  it('answers a second read without a database query, and the same as the first', async () => {
    const { shopper } = await placeThreeOfTen(app);
    const first = await listed(shopper.token);
    let second: OrdersResponse | undefined;
    expect(await countQueries(async () => (second = await listed(shopper.token)))).toBe(0);
    expect(second).toEqual(first);
  });

  it('keeps each page of each tab apart', async () => {
    const { shopper } = await placeThreeOfTen(app);
    await warm(shopper.token, '?per_page=1');
    expect((await countQueries(() => listed(shopper.token, '?per_page=2'))) > 0).toBe(true);
    expect((await countQueries(() => listed(shopper.token, '?order_type=past'))) > 0).toBe(true);
    expect((await listed(shopper.token, '?order_type=past')).orders).toEqual([]);
  });

  it('shows a new placement on the very next read', async () => {
    const { shopper, stocked, orderId } = await placeThreeOfTen(app);
    expect((await warm(shopper.token)).orders.map((order) => order.query_id)).toEqual([orderId]);

    const line = [{ product_query_id: stocked.queryId, quantity: 1 }];
    const next = await placeOrderFor(app.db(), checkout.client, shopper, line);

    const page = await listed(shopper.token);
    expect(page.orders.map((order) => order.query_id)).toEqual([next.orderId, orderId]);
    expect(page.pagination.total_items).toBe(2);
  });

  it('shows a store’s status change on the very next read', async () => {
    const { shopper, orderId } = await placeThreeOfTen(app);
    expect(statusOf(await warm(shopper.token), orderId)).toBe('order_pending');

    await merchant.moved(app.team.staff.token, STORE_ID, orderId, { status: 'order_confirmed' });

    expect(statusOf(await listed(shopper.token), orderId)).toBe('order_confirmed');
  });

  it('shows the demo console’s status change on the very next read', async () => {
    const { shopper, orderId } = await placeThreeOfTen(app);
    await warm(shopper.token);

    await orders.moved(orderId, 'order_confirmed');

    expect(statusOf(await listed(shopper.token), orderId)).toBe('order_confirmed');
  });

  it('shows the shopper’s own cancellation on the very next read of each tab', async () => {
    const { shopper, orderId } = await placeThreeOfTen(app);
    await warm(shopper.token);
    expect((await warm(shopper.token, '?order_type=cancelled')).orders).toEqual([]);

    expect((await orders.cancel(shopper.token, orderId)).statusCode).toBe(200);

    expect((await listed(shopper.token)).orders).toEqual([]);
    const cancelled = await listed(shopper.token, '?order_type=cancelled');
    expect(cancelled.orders.map((order) => [order.query_id, order.cancelled_by])).toEqual([
      [orderId, 'customer'],
    ]);
  });

  it('shows an auto-cancel once the instance hears of it (the sweep answers no request)', async () => {
    const { shopper, orderId } = await placeThreeOfTen(app);
    expect(statusOf(await warm(shopper.token), orderId)).toBe('order_pending');
    const history = checkout.testApp.app.orderHistoryCache;
    const kept = () => history.get(shopper.userId, historyPageKey(ordersQuerySchema.parse({})));
    expect(kept()).toBeDefined();

    // The sweep is handed its clock: the kept page's own time to live does not run out.
    expect(
      (await sweepUnansweredOrders(app.db(), atMinute(10))).map((order) => order.orderQueryId),
    ).toContain(orderId);
    await vi.waitFor(() => expect(kept()).toBeUndefined());

    expect((await listed(shopper.token)).orders).toEqual([]);
    const cancelled = await listed(shopper.token, '?order_type=cancelled');
    expect(cancelled.orders[0]).toMatchObject({ query_id: orderId, status: 'cancelled' });
  });

  it('never serves one shopper’s kept pages to another', async () => {
    const { shopper, orderId } = await placeThreeOfTen(app);
    const neighbour = await insertShopper(app.db());
    expect((await warm(shopper.token)).orders.map((order) => order.query_id)).toEqual([orderId]);

    const theirs = await listed(neighbour.token);
    expect(theirs.orders).toEqual([]);
    expect(theirs.pagination.total_items).toBe(0);
  });

  it('reads the database again once a kept page is older than its time to live', async () => {
    const { shopper } = await placeThreeOfTen(app);
    await warm(shopper.token);

    vi.setSystemTime(CHECKOUT_NOW.getTime() + ORDER_HISTORY_TTL_MS - 1);
    expect(await countQueries(() => listed(shopper.token)), 'still kept').toBe(0);
    vi.setSystemTime(CHECKOUT_NOW.getTime() + ORDER_HISTORY_TTL_MS);
    expect(await countQueries(() => listed(shopper.token)), 'expired').toBeGreaterThan(0);
  });
});
