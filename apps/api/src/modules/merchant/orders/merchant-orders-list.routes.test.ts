import type { MerchantOrder, MerchantOrdersResponse } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertShopper,
  type Shopper,
} from '../../invoices/testing/checkout-fixture.js';
import { findOrderByQueryId } from '../../orders/orders.repository.js';
import type { PlacedOrder } from '../../orders/testing/orders-client.js';
import { countStoreOrders } from './merchant-orders.repository.js';
import { placeStoreOrder, type StoreOrderOptions } from './testing/place-store-order.js';
import { STORE_ID, useMerchantOrdersTestApp } from './testing/use-merchant-orders-test-app.js';

const app = useMerchantOrdersTestApp();
const { merchant, checkout } = app;

const MINUTE = 60_000;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

let ayesha: Shopper;
let bilal: Shopper;
/** o[0] … o[5] at Karachi Biryani House, a minute apart; `grocer` at another store. */
const o: PlacedOrder[] = [];
let grocer: PlacedOrder;

const idsOf = (body: MerchantOrdersResponse) => body.orders.map((order) => order.query_id);
/** The query ids of these orders, newest first. */
const newestFirst = (...indexes: number[]) =>
  [...indexes].sort((a, b) => b - a).map((i) => o[i]?.orderId);
const shortIdOf = (i: number) => o[i]?.invoice.short_order_id ?? 'missing';

const owner = () => app.team.owner.token;
const list = (query: string) => merchant.listed(owner(), STORE_ID, query);
const search = (text: string) => list(`?query=${encodeURIComponent(text)}`);

async function place(shopper: Shopper, minute: number, options: StoreOrderOptions = {}) {
  vi.setSystemTime(new Date(CHECKOUT_NOW.getTime() + minute * MINUTE));
  const lines =
    options.store === 'grocer'
      ? [{ product_query_id: product('olpersMilk'), quantity: 2 }]
      : [{ product_query_id: product('lassi'), quantity: 1 }];
  return placeStoreOrder(app.db(), checkout.client, shopper, lines, options);
}

beforeAll(async () => {
  ayesha = await insertShopper(app.db(), { fullName: 'Ayesha Khan' });
  bilal = await insertShopper(app.db(), { fullName: 'Bilal Ahmed' });
  await app
    .db()
    .update(users)
    .set({ mobileNumber: '+923451112233' })
    .where(eq(users.id, bilal.userId));
  const bilalsOwn = { recipientName: null, recipientPhone: null };
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    o.push(await place(ayesha, 0));
    o.push(await place(bilal, 1, bilalsOwn));
    o.push(
      await place(ayesha, 2, {
        recipientName: 'Zainab Qureshi',
        recipientPhone: '+92 321 7654321',
      }),
    );
    o.push(await place(bilal, 3, bilalsOwn));
    o.push(await place(ayesha, 4));
    o.push(await place(ayesha, 5));
    grocer = await place(ayesha, 6, {
      store: 'grocer',
      recipientName: 'Ayesha Khan',
    });
    const move = (i: number, body: Record<string, unknown>) =>
      merchant.moved(owner(), STORE_ID, o[i]?.orderId ?? '', body);
    await move(1, { status: 'order_confirmed' });
    await move(2, { status: 'order_confirmed' });
    await move(2, { status: 'order_dispatched' });
    await move(3, { status: 'order_confirmed' });
    await move(3, { status: 'order_dispatched' });
    const code = (await findOrderByQueryId(app.db(), o[3]?.orderId ?? ''))?.handoverCode;
    await move(3, { status: 'order_delivered', handover_code: code });
    await move(4, { status: 'cancelled', reason: 'Out of lassi' });
  } finally {
    vi.useRealTimers();
  }
});

describe('GET /api/v1/merchant/stores/{storeId}/orders', () => {
  it('lists the store’s orders newest first, and no other store’s', async () => {
    const body = await list('');
    expect(idsOf(body)).toEqual(newestFirst(0, 1, 2, 3, 4, 5));
    expect(idsOf(body)).not.toContain(grocer.orderId);
    expect(body.pagination).toEqual({ page: 1, per_page: 25, total_items: 6, total_pages: 1 });
  });

  it('filters by one status, or every active one', async () => {
    const cases: [string, number[]][] = [
      ['active', [0, 1, 2, 5]],
      ['order_pending', [0, 5]],
      ['order_confirmed', [1]],
      ['order_dispatched', [2]],
      ['order_delivered', [3]],
      ['cancelled', [4]],
    ];
    for (const [status, indexes] of cases) {
      const body = await list(`?status=${status}`);
      expect(idsOf(body), status).toEqual(newestFirst(...indexes));
      expect(body.pagination.total_items, status).toBe(indexes.length);
    }
  });

  it('pages: per_page orders a page, the total of the whole filter, an empty page past the end', async () => {
    const first = await list('?per_page=4');
    expect(idsOf(first)).toEqual(newestFirst(2, 3, 4, 5));
    expect(first.pagination).toEqual({ page: 1, per_page: 4, total_items: 6, total_pages: 2 });
    const second = await list('?per_page=4&page=2');
    expect(idsOf(second)).toEqual(newestFirst(0, 1));
    const past = await list('?per_page=4&page=3');
    expect(past.orders).toEqual([]);
    expect(past.pagination.total_items).toBe(6);
  });

  it('counts up to a cap: a long history is not counted whole on every page', async () => {
    const row = await findOrderByQueryId(app.db(), o[0]?.orderId ?? 'missing');
    const filter = { companyId: row?.companyId ?? 0, statuses: null, search: null };
    expect(await countStoreOrders(app.db(), filter)).toBe(6);
    expect(await countStoreOrders(app.db(), filter, 4)).toBe(4);
  });

  it('finds an order by its number, with or without SD-, in any case', async () => {
    const number = shortIdOf(2);
    expect(number).toMatch(/^SD-[A-Z0-9]{6}$/);
    for (const text of [
      number,
      number.toLowerCase(),
      number.slice(3),
      ` ${number.slice(3).toLowerCase()} `,
    ]) {
      expect(idsOf(await search(text)), text).toEqual([o[2]?.orderId]);
    }
  });

  it('finds orders by a part of the customer’s or the recipient’s name, in any case', async () => {
    expect(idsOf(await search('bilal'))).toEqual(newestFirst(1, 3));
    expect(idsOf(await search('QURESHI'))).toEqual(newestFirst(2));
    // Order 2 goes to Zainab but was placed from Ayesha's account.
    expect(idsOf(await search('ayesha k'))).toEqual(newestFirst(0, 2, 4, 5));
  });

  it('finds orders by phone digits, however the number is written', async () => {
    for (const text of ['0345 1112233', '+92 345 1112233', '3451112233', '1112233']) {
      expect(idsOf(await search(text)), text).toEqual(newestFirst(1, 3));
    }
    expect(idsOf(await search('0321-7654321'))).toEqual(newestFirst(2));
    expect(idsOf(await search('+923001234567'))).toEqual(newestFirst(0, 4, 5));
  });

  it('finds nothing for text that matches nothing, and treats % and _ as plain text', async () => {
    for (const text of ['Nobody Here', '%', '_', 'SD-ZZZZZZ']) {
      const body = await search(text);
      expect(body.orders, text).toEqual([]);
      expect(body.pagination.total_items, text).toBe(0);
    }
  });

  it('combines the search with the status filter', async () => {
    const body = await list(`?status=order_pending&query=ayesha`);
    expect(idsOf(body)).toEqual(newestFirst(0, 5));
  });

  it('carries the customer, the delivery address, and never the handover code', async () => {
    const body = await list('');
    for (const order of body.orders) {
      expect(order.handover_code, order.query_id).toBeNull();
      expect(order.address).toEqual(order.invoice.delivery_address);
      expect(order.address).toMatchObject({ district: 'Clifton', name: 'Home' });
    }
    const byId = (i: number) => body.orders.find((order) => order.query_id === o[i]?.orderId);
    expect(byId(1)?.customer).toEqual({ full_name: 'Bilal Ahmed', mobile_number: '+923451112233' });
    expect(byId(2)?.customer).toEqual({
      full_name: 'Zainab Qureshi',
      mobile_number: byId(2)?.invoice.recipient_phone_number,
    });
    expect(byId(2)?.customer.mobile_number?.replace(/\D/g, '')).toBe('923217654321');
    expect(byId(4)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'merchant',
      cancel_reason: 'Out of lassi',
    });
  });

  it('refuses a bad filter or page with the fields named', async () => {
    const cases: [string, string][] = [
      ['?status=lost', 'status'],
      ['?per_page=101', 'per_page'],
      ['?page=0', 'page'],
      [`?query=${'x'.repeat(51)}`, 'query'],
    ];
    for (const [query, field] of cases) {
      const response = await merchant.list(owner(), STORE_ID, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
      expect(Object.keys(errorOf(response).fields ?? {}), query).toEqual([field]);
    }
  });
});

describe('GET /api/v1/merchant/stores/{storeId}/orders/{orderId}', () => {
  it('answers the store’s order with its customer and address, without the handover code', async () => {
    const response = await merchant.detail(owner(), STORE_ID, o[0]?.orderId ?? '');
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<{ order: MerchantOrder }>();
    expect(order).toMatchObject({
      query_id: o[0]?.orderId,
      status: 'order_pending',
      handover_code: null,
      customer: { full_name: 'Ayesha Khan' },
      store: { query_id: STORE_ID },
    });
    expect(order.invoice.short_order_id).toBe(shortIdOf(0));
  });

  it('answers 404 for another store’s order and for an unknown one', async () => {
    for (const orderId of [grocer.orderId, 'order-nope']) {
      const response = await merchant.detail(owner(), STORE_ID, orderId);
      expect(response.statusCode, orderId).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'not_found',
        message: expect.any(String),
        message_key: expect.any(String),
      });
    }
  });
});
