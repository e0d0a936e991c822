import type { Invoice } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, products } from '../../db/schema/index.js';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { errorOf } from './testing/checkout-client.js';
import { insertShopper } from './testing/checkout-fixture.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;
const shopper = () => insertShopper(db());

async function stockOf(key: string): Promise<number> {
  const [row] = await db()
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.queryId, product(key)));
  return row?.quantity ?? -1;
}

describe('POST /api/v1/invoices', () => {
  it('answers 201 with an open invoice priced from the database', async () => {
    const { token } = await shopper();
    const response = await client.create(token, [
      { product_query_id: product('chickenBiryani'), quantity: 2, size: 'Full' },
      { product_query_id: product('lassi'), quantity: 1, instruction: 'No ice' },
    ]);

    expect(response.statusCode, response.body).toBe(201);
    const { invoice } = response.json<{ invoice: Invoice }>();
    expect(invoice).toMatchObject({
      status: 'open',
      checkout_type: null,
      short_order_id: null,
      created_date: '2026-11-18',
      created_time: '12:00',
      currency: 'PKR',
      // Biryani at Rs 450 − Rs 50.50 promotion, twice, and a Rs 150 lassi.
      sub_total_amount: 949,
      amount_without_discount: 1050,
      items_discount: 101,
      voucher_discount: 0,
      // Rs 949 is over the Rs 750 threshold.
      delivery_fee: 0,
      service_fee: 0,
      driver_tip: 0,
      payble_amount: 949,
      total_amount: 949,
      free_delivery_threshold: 750,
      payment_method: 'cash',
      voucher: null,
      order: null,
      delivery_address: null,
      delivery_time: null,
    });
    expect(invoice.merchant).toMatchObject({
      name: STORES.biryani.name,
      query_id: STORES.biryani.queryId,
      service_area_radius: 8,
      delivery_time: { day: 0, hour: 1, minute: 35 },
      is_open: true,
      minimum_order: 0,
    });
    expect(invoice.invoice_items).toEqual([
      {
        id: expect.any(Number),
        product_query_id: product('chickenBiryani'),
        product_name: 'Chicken Biryani Single',
        quantity: 2,
        size: 'Full',
        color: null,
        item_description: null,
        instruction: null,
        amount: 900,
        payble_amount: 799,
        currency: 'PKR',
        discount: { type: 'promotion' },
      },
      {
        id: expect.any(Number),
        product_query_id: product('lassi'),
        product_name: 'Sweet Lassi',
        quantity: 1,
        size: null,
        color: null,
        item_description: null,
        instruction: 'No ice',
        amount: 150,
        payble_amount: 150,
        currency: 'PKR',
        discount: null,
      },
    ]);
    expect(invoice.delivery_slots.length).toBeGreaterThan(0);
  });

  it('ignores every amount and name the body sends', async () => {
    const { token } = await shopper();
    const response = await client.create(
      token,
      [
        {
          product_query_id: product('lassi'),
          quantity: 2,
          cost: 1,
          cost_after_discount: 1,
          amount: 1,
          payble_amount: 1,
          product_name: 'Free Lassi',
          promotion: { promotion_amount: 149 },
        },
      ],
      STORES.biryani.queryId,
      { sub_total_amount: 1, total_amount: 1, delivery_fee: 0, voucher_discount: 300 },
    );

    expect(response.statusCode, response.body).toBe(201);
    const { invoice } = response.json<{ invoice: Invoice }>();
    expect(invoice.invoice_items[0]).toMatchObject({
      product_name: 'Sweet Lassi',
      amount: 300,
      payble_amount: 300,
      discount: null,
    });
    expect(invoice).toMatchObject({
      sub_total_amount: 300,
      delivery_fee: 150,
      voucher_discount: 0,
      payble_amount: 450,
      total_amount: 450,
    });
  });

  it('charges the global delivery fee below the threshold and the store’s own fee where it overrides it', async () => {
    const { token } = await shopper();
    const biryani = await client.created(token, [
      { product_query_id: product('lassi'), quantity: 1 },
      { product_query_id: product('chickenPulao'), quantity: 1 },
    ]);
    expect(biryani).toMatchObject({ sub_total_amount: 550, delivery_fee: 150, payble_amount: 700 });

    const grocer = await client.created(
      token,
      [{ product_query_id: product('olpersMilk'), quantity: 2 }],
      STORES.grocer.queryId,
    );
    expect(grocer).toMatchObject({ sub_total_amount: 580, delivery_fee: 99, payble_amount: 679 });
  });

  it('delivers free from exactly Rs 750, not below', async () => {
    const { token } = await shopper();
    const atThreshold = await client.created(token, [
      { product_query_id: product('chickenPulao'), quantity: 1 },
      { product_query_id: product('eggFriedRice'), quantity: 1 },
    ]);
    expect(atThreshold).toMatchObject({ sub_total_amount: 750, delivery_fee: 0 });

    const below = await client.created(token, [
      { product_query_id: product('doodhPatti'), quantity: 1 },
      { product_query_id: product('lassi'), quantity: 4 },
    ]);
    expect(below).toMatchObject({ sub_total_amount: 720, delivery_fee: 150, payble_amount: 870 });
  });

  it('answers 400 below_minimum_order under the store’s minimum', async () => {
    const { token } = await shopper();
    const response = await client.create(
      token,
      [{ product_query_id: product('eggs'), quantity: 1 }],
      STORES.grocer.queryId,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'below_minimum_order',
      message: 'The minimum order at Gulshan Grocers is Rs 500.00.',
      minimum_order: 500,
    });
  });

  it.each([
    [
      'an unknown product',
      'product-nope',
      'A product in your cart is not available at this store.',
      { message_key: 'checkout.cartProductUnavailable' },
    ],
    [
      'an inactive product',
      'product-oldBiryani',
      'Old Biryani Recipe is not available at this store.',
      {
        message_key: 'checkout.productUnavailable',
        params: { product: 'Old Biryani Recipe' },
      },
    ],
    [
      'another store’s product',
      'product-olpersMilk',
      'Olpers Milk 1L is not available at this store.',
      { message_key: 'checkout.productUnavailable', params: { product: 'Olpers Milk 1L' } },
    ],
  ])('answers 400 product_unavailable for %s, naming it', async (_name, queryId, message, key) => {
    const { token } = await shopper();
    const response = await client.create(token, [
      { product_query_id: product('lassi'), quantity: 1 },
      { product_query_id: queryId, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'product_unavailable',
      message,
      ...key,
      product_query_id: queryId,
    });
  });

  it('answers 409 out_of_stock for a product with no units left', async () => {
    const { token } = await shopper();
    const response = await client.create(
      token,
      [
        { product_query_id: product('olpersMilk'), quantity: 2 },
        { product_query_id: product('milkpak'), quantity: 1 },
      ],
      STORES.grocer.queryId,
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'out_of_stock',
      message: 'Nestle Milkpak 250ml is out of stock',
      message_key: 'checkout.outOfStock',
      params: { product: 'Nestle Milkpak 250ml' },
      product_query_id: product('milkpak'),
    });
  });

  it('answers 409 out_of_stock when the lines ask for more units than remain', async () => {
    const { token } = await shopper();
    const tooMany = await client.create(token, [
      { product_query_id: product('chickenPulao'), quantity: 4 },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany)).toEqual({
      code: 'out_of_stock',
      message: 'Chicken Pulao: Selected Product exceeds the total remaining units',
      message_key: 'checkout.exceedsRemainingUnits',
      params: { product: 'Chicken Pulao' },
      product_query_id: product('chickenPulao'),
    });

    // Two lines of one product (two sizes) count together: 2 + 2 > 3.
    const split = await client.create(token, [
      { product_query_id: product('chickenPulao'), quantity: 2, size: 'Single' },
      { product_query_id: product('chickenPulao'), quantity: 2, size: 'Full' },
    ]);
    expect(split.statusCode).toBe(409);
    expect(errorOf(split).code).toBe('out_of_stock');
  });

  it('accepts any quantity of an unlimited product and takes no stock', async () => {
    const { token } = await shopper();
    const before = await stockOf('chickenPulao');
    const invoice = await client.created(token, [
      { product_query_id: product('beefBiryani'), quantity: 50 },
      { product_query_id: product('chickenPulao'), quantity: 3 },
    ]);
    expect(invoice.invoice_items.map((item) => item.quantity)).toEqual([50, 3]);
    expect(await stockOf('chickenPulao')).toBe(before);
  });

  it('answers 404 company_not_found for an unknown or hidden store', async () => {
    const { token } = await shopper();
    for (const storeQueryId of ['store-nope', STORES.hidden.queryId, STORES.retired.queryId]) {
      const response = await client.create(
        token,
        [{ product_query_id: product('lassi'), quantity: 1 }],
        storeQueryId,
      );
      expect(response.statusCode, storeQueryId).toBe(404);
      expect(errorOf(response).code).toBe('company_not_found');
    }
  });

  it('keeps one open invoice per user and store: a new one replaces the last', async () => {
    const user = await shopper();
    const first = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    const otherStore = await client.created(
      user.token,
      [{ product_query_id: product('olpersMilk'), quantity: 2 }],
      STORES.grocer.queryId,
    );
    const second = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 2 },
    ]);

    expect((await client.checkout(user.token, first.query_id)).statusCode).toBe(404);
    expect((await client.checkout(user.token, otherStore.query_id)).statusCode).toBe(200);
    expect((await client.checkout(user.token, second.query_id)).statusCode).toBe(200);
    const open = await db()
      .select({ queryId: invoices.queryId })
      .from(invoices)
      .where(eq(invoices.userId, user.userId));
    expect(open.map((row) => row.queryId).sort()).toEqual(
      [otherStore.query_id, second.query_id].sort(),
    );
  });

  it('answers 401 without a session', async () => {
    const response = await client.create(undefined, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no lines', { organization_query_id: STORES.biryani.queryId, invoice_items_attributes: [] }],
    [
      'a zero quantity',
      {
        organization_query_id: STORES.biryani.queryId,
        invoice_items_attributes: [{ product_query_id: 'product-lassi', quantity: 0 }],
      },
    ],
    [
      'a fractional quantity',
      {
        organization_query_id: STORES.biryani.queryId,
        invoice_items_attributes: [{ product_query_id: 'product-lassi', quantity: 1.5 }],
      },
    ],
    [
      'no store',
      { invoice_items_attributes: [{ product_query_id: 'product-lassi', quantity: 1 }] },
    ],
  ])('answers 400 validation_failed for %s', async (_name, invoice) => {
    const { token } = await shopper();
    const response = await client.send('POST', 'invoices', token, { invoice });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
    expect(errorOf(response).fields).toBeDefined();
  });
});
