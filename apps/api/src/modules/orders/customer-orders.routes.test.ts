import {
  invoiceSummaryOf,
  type Invoice,
  type Order,
  type OrdersResponse,
  type ProductsResponse,
} from '@sauda/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertShopper,
  insertStockedProduct,
  type Shopper,
} from '../invoices/testing/checkout-fixture.js';
import { placeOrderFor, type PlacedOrder } from './testing/orders-client.js';
import { useOrdersTestApp } from './testing/use-orders-test-app.js';

const { checkout, orders, db } = useOrdersTestApp();
const { client } = checkout;

const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;
const MINUTE = 60_000;

/** 30 orders a minute apart: 2 cancelled, 2 delivered, 26 still active. */
const PLACED = 30;
let shopper: Shopper;
let placed: PlacedOrder[] = [];
let stockedQueryId = '';

const idsOf = (body: OrdersResponse) => body.orders.map((order) => order.query_id);
/** The query ids of `placed` at these indexes, newest (highest index) first. */
const newestFirst = (indexes: number[]) =>
  [...indexes].sort((a, b) => b - a).map((i) => placed[i]?.orderId);

async function listed(token: string, query: string): Promise<OrdersResponse> {
  const response = await orders.list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrdersResponse>();
}

beforeAll(async () => {
  shopper = await insertShopper(db());
  const stocked = await insertStockedProduct(db(), checkout.fixture, 1000);
  stockedQueryId = stocked.queryId;
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    placed = [];
    for (let i = 0; i < PLACED; i++) {
      vi.setSystemTime(new Date(CHECKOUT_NOW.getTime() + i * MINUTE));
      placed.push(
        await placeOrderFor(db(), client, shopper, [
          { product_query_id: stocked.queryId, quantity: 1 },
          { product_query_id: product('lassi'), quantity: 1 },
        ]),
      );
    }
    for (const i of [3, 17]) {
      const response = await orders.cancel(shopper.token, placed[i]?.orderId ?? '');
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const i of [5, 20]) {
      const orderId = placed[i]?.orderId ?? '';
      await orders.moved(orderId, 'order_confirmed');
      const dispatched = await orders.moved(orderId, 'order_dispatched');
      await orders.moved(orderId, 'order_delivered', dispatched.handover_code ?? '');
    }
  } finally {
    vi.useRealTimers();
  }
}, 60_000);

describe('GET /api/v1/users/orders', () => {
  const cancelled = [3, 17];
  const delivered = [5, 20];
  const active = Array.from({ length: PLACED }, (_, i) => i).filter(
    (i) => !cancelled.includes(i) && !delivered.includes(i),
  );

  it('pages the active tab 24 at a time, newest first, counting the whole tab', async () => {
    const first = await listed(shopper.token, '');
    expect(first.pagination).toEqual({ page: 1, per_page: 24, total_items: 26, total_pages: 2 });
    expect(idsOf(first)).toEqual(newestFirst(active).slice(0, 24));
    expect(first.orders.every((order) => order.status === 'order_pending')).toBe(true);

    const second = await listed(shopper.token, '?order_type=active&page=2');
    expect(second.pagination).toEqual({ page: 2, per_page: 24, total_items: 26, total_pages: 2 });
    expect(idsOf(second)).toEqual(newestFirst(active).slice(24));

    const beyond = await listed(shopper.token, '?order_type=active&page=3');
    expect(beyond.orders).toEqual([]);
    expect(beyond.pagination.total_items).toBe(26);
  });

  it('lists the past and cancelled tabs with their own counts', async () => {
    const past = await listed(shopper.token, '?order_type=past');
    expect(past.pagination).toEqual({ page: 1, per_page: 24, total_items: 2, total_pages: 1 });
    expect(idsOf(past)).toEqual(newestFirst(delivered));
    expect(past.orders.map((order) => order.status)).toEqual([
      'order_delivered',
      'order_delivered',
    ]);

    const gone = await listed(shopper.token, '?order_type=cancelled');
    expect(gone.pagination.total_items).toBe(2);
    expect(idsOf(gone)).toEqual(newestFirst(cancelled));
    expect(gone.orders.map((order) => order.cancelled_by)).toEqual(['customer', 'customer']);
  });

  it('takes per_page up to 50 and refuses more, and a page of 0', async () => {
    const ten = await listed(shopper.token, '?per_page=10&page=3');
    expect(ten.pagination).toEqual({ page: 3, per_page: 10, total_items: 26, total_pages: 3 });
    expect(idsOf(ten)).toEqual(newestFirst(active).slice(20, 26));
    const fifty = await listed(shopper.token, '?per_page=50');
    expect(fifty.orders).toHaveLength(26);

    for (const query of ['?per_page=51', '?page=0', '?per_page=abc']) {
      const response = await orders.list(shopper.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code, query).toBe('validation_failed');
    }
  });

  it('refuses an unknown tab with the error envelope', async () => {
    const response = await orders.list(shopper.token, '?order_type=all');
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(['order_type']);
  });

  it('shows each user only their own orders, and a guest’s too', async () => {
    const stranger = await insertShopper(db());
    const empty = await listed(stranger.token, '');
    expect(empty).toEqual({
      orders: [],
      pagination: { page: 1, per_page: 24, total_items: 0, total_pages: 0 },
    });

    const guest = await insertShopper(db(), { isGuest: true });
    const body = await listed(guest.token, '?order_type=cancelled');
    expect(body.orders).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await orders.list(undefined, '');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('sums up each order’s placed invoice with the figures the checkout shows', async () => {
    const body = await listed(shopper.token, '?per_page=3');
    for (const order of body.orders) {
      const response = await client.checkout(shopper.token, order.invoice.query_id);
      const invoice = response.json<{ invoice: Invoice }>().invoice;
      expect(order.invoice).toEqual(invoiceSummaryOf(invoice));
      expect(order.invoice.items_quantity).toBe(2);
      expect(invoice.order).toEqual({
        query_id: order.query_id,
        status: order.status,
        placed_at: order.placed_at,
      });
    }
  });
});

describe('GET /api/v1/users/orders/{id}', () => {
  it('answers the order with its times, executions, code, store and invoice', async () => {
    const { orderId, invoice } = placed[0] ?? { orderId: '', invoice: undefined };
    const response = await orders.detail(shopper.token, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ order: Order }>().order;
    expect(order).toMatchObject({
      query_id: orderId,
      status: 'order_pending',
      statuses: {
        order_pending: CHECKOUT_NOW.toISOString(),
        order_confirmed: null,
        order_dispatched: null,
        order_delivered: null,
        cancelled: null,
      },
      executions: [
        {
          name: 'order_pending',
          status: 'succeeded',
          errorId: null,
          error: null,
          at: CHECKOUT_NOW.toISOString(),
        },
      ],
      cancelled_by: null,
      can_cancel: true,
      placed_at: CHECKOUT_NOW.toISOString(),
      store: { query_id: 'store-biryani', name: 'Karachi Biryani House' },
    });
    const company = await client.send('GET', 'companies/store-biryani', undefined);
    const picture = company.json<{ company: { picture: { medium: string } } }>().company.picture;
    expect(order.store.logo_url).toBe(picture.medium);
    expect(order.handover_code).toMatch(/^\d{4}$/);
    const checkoutAnswer = await client.checkout(shopper.token, invoice?.query_id ?? '');
    expect(order.invoice).toEqual(checkoutAnswer.json<{ invoice: Invoice }>().invoice);
    expect(order.invoice.invoice_items.map((item) => item.product_query_id)).toEqual([
      stockedQueryId,
      product('lassi'),
    ]);
  });

  it('answers 404 for another user’s order and an unknown one, 401 without a session', async () => {
    const orderId = placed[0]?.orderId ?? '';
    const stranger = await insertShopper(db());
    for (const [token, id] of [
      [stranger.token, orderId],
      [shopper.token, 'no-such-order'],
    ] as const) {
      const response = await orders.detail(token, id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'not_found',
        message: 'This order could not be found.',
        message_key: 'server.orderNotFound',
      });
    }
    expect((await orders.detail(undefined, orderId)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/products?order_id', () => {
  it('answers the order’s products as the catalog lists them now, only to its owner', async () => {
    const orderId = placed[1]?.orderId ?? '';
    const response = await orders.products(shopper.token, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProductsResponse>();
    expect(body.products.map((p) => p.query_id)).toEqual([stockedQueryId, product('lassi')]);
    const listing = await client.send('GET', `products/${product('lassi')}`, undefined);
    expect(body.products[1]).toEqual(listing.json<{ product: unknown }>().product);

    const stranger = await insertShopper(db());
    expect((await orders.products(stranger.token, orderId)).statusCode).toBe(404);
    expect((await orders.products(undefined, orderId)).statusCode).toBe(401);
  });
});
