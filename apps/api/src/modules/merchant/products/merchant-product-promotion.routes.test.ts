import { MERCHANT_MESSAGES, type MerchantProduct, type Product } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_NOW } from '../../invoices/testing/checkout-fixture.js';
import { useMerchantStoresTestApp } from '../stores/testing/use-merchant-stores-test-app.js';
import { createMerchantProductsClient } from './testing/merchant-products-client.js';
import { STORE_ID } from './testing/use-merchant-products-test-app.js';

// A product's promotion with a start and an end (DESIGN §3a): the back office sees it
// scheduled, active or ended; shoppers see the struck-through price only while it runs, and an
// invoice opened then is priced with it. Nobody has to remove it when it ends.

const setup = useMerchantStoresTestApp();
const products = createMerchantProductsClient(() => setup.checkout.testApp.app);
const owner = () => setup.team.owner.token;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(CHECKOUT_NOW.getTime() + hours * HOUR);

async function newProduct(name: string): Promise<MerchantProduct> {
  return products.created(owner(), STORE_ID, {
    name,
    category_id: setup.fixture().categoryIds.rice,
    cost: 500,
    quantity: 20,
  });
}

async function shopperSees(productId: string): Promise<Product> {
  const response = await setup.checkout.testApp.app.inject({
    method: 'GET',
    url: `/api/v1/products/${productId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ product: Product }>().product;
}

/** What one unit costs on an invoice opened now: [regular, payable]. */
async function invoicedPrice(productId: string): Promise<[number, number]> {
  const invoice = await setup.checkout.client.created(setup.team.shopper.token, [
    { product_query_id: productId, quantity: 1 },
  ]);
  const [line] = invoice.invoice_items;
  return [line?.amount ?? -1, line?.payble_amount ?? -1];
}

describe('a promotion with a start and an end', () => {
  it('is scheduled, then active, then ended: for the store, the shopper and the invoice', async () => {
    const product = await newProduct('Eid Biryani Deal');
    const set = await products.patched(owner(), STORE_ID, product.query_id, {
      promotion_amount: 50,
      promotion_starts_at: at(24).toISOString(),
      promotion_ends_at: at(72).toISOString(),
    });
    expect(set).toMatchObject({
      promotion_amount: 50,
      promotion_starts_at: at(24).toISOString(),
      promotion_ends_at: at(72).toISOString(),
      promotion_status: 'scheduled',
      cost_after_discount: 500,
    });
    expect(await shopperSees(product.query_id)).toMatchObject({
      cost_after_discount: 500,
      promotion: null,
    });
    expect(await invoicedPrice(product.query_id)).toEqual([500, 500]);

    // The catalog cache keeps an answer 30 s at most: a day later it is read again.
    vi.setSystemTime(at(36));
    expect((await products.product(owner(), STORE_ID, product.query_id)).promotion_status).toBe(
      'active',
    );
    expect(await shopperSees(product.query_id)).toMatchObject({
      cost_after_discount: 450,
      promotion: { promotion_amount: 50, ends_at: at(72).toISOString() },
    });
    expect(await invoicedPrice(product.query_id)).toEqual([500, 450]);

    vi.setSystemTime(at(72));
    expect(await products.product(owner(), STORE_ID, product.query_id)).toMatchObject({
      promotion_amount: 50,
      promotion_status: 'ended',
      cost_after_discount: 500,
    });
    expect(await shopperSees(product.query_id)).toMatchObject({ promotion: null });
    expect(await invoicedPrice(product.query_id)).toEqual([500, 500]);
  });

  it('runs without dates as before, with no end to show', async () => {
    const product = await newProduct('Plain Deal');
    const set = await products.patched(owner(), STORE_ID, product.query_id, {
      promotion_amount: 20,
    });
    expect(set).toMatchObject({
      promotion_starts_at: null,
      promotion_ends_at: null,
      promotion_status: 'active',
      cost_after_discount: 480,
    });
    expect((await shopperSees(product.query_id)).promotion).toStrictEqual({
      promotion_amount: 20,
    });
  });
});

describe('the promotion’s rules', () => {
  const refused = async (productId: string, body: Record<string, unknown>) => {
    const response = await products.patch(owner(), STORE_ID, productId, body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ error: { code: string; fields: Record<string, string> } }>().error;
  };

  it('refuses dates without an amount, stored or sent', async () => {
    const product = await newProduct('No Amount');
    const error = await refused(product.query_id, { promotion_ends_at: at(5).toISOString() });
    expect(error.fields).toEqual({ promotion_amount: MERCHANT_MESSAGES.promotionDatesNeedAmount });
  });

  it('refuses an end before the stored start', async () => {
    const product = await newProduct('Backwards');
    await products.patched(owner(), STORE_ID, product.query_id, {
      promotion_amount: 10,
      promotion_starts_at: at(10).toISOString(),
    });
    const error = await refused(product.query_id, { promotion_ends_at: at(5).toISOString() });
    expect(error.fields).toEqual({
      promotion_ends_at: MERCHANT_MESSAGES.promotionEndsBeforeStart,
    });
  });

  it('clears the dates with the amount', async () => {
    const product = await newProduct('Cleared');
    await products.patched(owner(), STORE_ID, product.query_id, {
      promotion_amount: 10,
      promotion_starts_at: at(1).toISOString(),
      promotion_ends_at: at(5).toISOString(),
    });
    const cleared = await products.patched(owner(), STORE_ID, product.query_id, {
      promotion_amount: null,
    });
    expect(cleared).toMatchObject({
      promotion_amount: null,
      promotion_starts_at: null,
      promotion_ends_at: null,
      promotion_status: 'none',
    });
  });

  it('is for owners and managers: staff get 403', async () => {
    const product = await newProduct('Staff Deal');
    const response = await products.patch(setup.team.staff.token, STORE_ID, product.query_id, {
      promotion_ends_at: null,
    });
    expect(response.statusCode).toBe(403);
    const manager = await products.patched(setup.team.manager.token, STORE_ID, product.query_id, {
      promotion_amount: 5,
      promotion_ends_at: at(2).toISOString(),
    });
    expect(manager.promotion_status).toBe('active');
  });
});

describe('GET …/products?promotion=on', () => {
  it('lists the products with a promotion set, whatever its status', async () => {
    const scheduled = await newProduct('Promo Scheduled');
    const ended = await newProduct('Promo Ended');
    await newProduct('Promo None');
    await products.patched(owner(), STORE_ID, scheduled.query_id, {
      promotion_amount: 5,
      promotion_starts_at: at(48).toISOString(),
    });
    await products.patched(owner(), STORE_ID, ended.query_id, {
      promotion_amount: 5,
      promotion_starts_at: at(-48).toISOString(),
      promotion_ends_at: at(-24).toISOString(),
    });
    const listed = await products.listed(owner(), STORE_ID, '?promotion=on&query=Promo');
    expect(listed.products.map((product) => [product.name, product.promotion_status])).toEqual([
      ['Promo Ended', 'ended'],
      ['Promo Scheduled', 'scheduled'],
    ]);
    expect(listed.pagination).toMatchObject({ total_items: 2 });
  });
});
