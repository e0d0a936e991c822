import type { Invoice } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { errorOf } from './testing/checkout-client.js';
import { insertAddress, insertShopper } from './testing/checkout-fixture.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

/** A new shopper with an open Rs 949 invoice at Karachi Biryani House. */
async function openInvoice() {
  const user = await insertShopper(db());
  const invoice = await client.created(user.token, [
    { product_query_id: product('chickenBiryani'), quantity: 2 },
    { product_query_id: product('lassi'), quantity: 1 },
  ]);
  return { user, invoice };
}

describe('PUT /api/v1/invoices/{id}/validate_voucher', () => {
  it('applies FREE15FIRST in any case and answers the new totals', async () => {
    const { user, invoice } = await openInvoice();
    const response = await client.validateVoucher(user.token, invoice.query_id, 'free15First');

    expect(response.statusCode, response.body).toBe(200);
    const applied = response.json<{ invoice: Invoice }>().invoice;
    expect(applied.voucher).toEqual({
      id: checkout.fixture.voucherIds.FREE15FIRST,
      code: 'FREE15FIRST',
      name: '15% off your first order',
      // 15% of Rs 949.
      discount_amount: 142.35,
    });
    expect(applied).toMatchObject({
      sub_total_amount: 949,
      voucher_discount: 142.35,
      payble_amount: 949,
      total_amount: 806.65,
    });
    const [row] = await db()
      .select({ voucherId: invoices.voucherId, discount: invoices.voucherDiscountPaisa })
      .from(invoices)
      .where(eq(invoices.queryId, invoice.query_id));
    expect(row).toEqual({ voucherId: checkout.fixture.voucherIds.FREE15FIRST, discount: 14_235 });

    const again = await client.checkout(user.token, invoice.query_id);
    expect(again.json<{ invoice: Invoice }>().invoice.voucher?.code).toBe('FREE15FIRST');
  });

  it('caps the discount at the voucher’s maximum', async () => {
    const user = await insertShopper(db());
    // 12 × Rs 399.50 = Rs 4,794: 15% is Rs 719.10, capped at Rs 300.
    const invoice = await client.created(user.token, [
      { product_query_id: product('chickenBiryani'), quantity: 12 },
    ]);
    const response = await client.validateVoucher(user.token, invoice.query_id, 'FREE15FIRST');
    expect(response.json<{ invoice: Invoice }>().invoice.voucher_discount).toBe(300);
  });

  it('replaces an earlier voucher with the new one', async () => {
    const user = await insertShopper(db());
    const invoice = await client.created(user.token, [
      { product_query_id: product('chickenBiryani'), quantity: 4 },
    ]);
    await client.validateVoucher(user.token, invoice.query_id, 'FREE15FIRST');
    const response = await client.validateVoucher(user.token, invoice.query_id, 'BIRYANI20');
    expect(response.statusCode, response.body).toBe(200);
    const applied = response.json<{ invoice: Invoice }>().invoice;
    // 20% of Rs 1,598.
    expect(applied.voucher).toMatchObject({ code: 'BIRYANI20', discount_amount: 319.6 });
  });

  it.each([
    [
      'an unknown code',
      'NOPE123',
      'unknown_code',
      'This voucher code is not valid',
      { message_key: 'vouchers.unknownCode' },
    ],
    [
      'the expired EIDMUBARAK',
      'EIDMUBARAK',
      'expired',
      'This voucher has expired',
      { message_key: 'vouchers.expired' },
    ],
    [
      'SAUDA100 under Rs 1,000',
      'SAUDA100',
      'below_minimum_order',
      'This voucher needs an order of at least Rs 1,000',
      { message_key: 'vouchers.minimumOrder', params: { amount: 'Rs 1,000' } },
    ],
    [
      'BIRYANI20 under Rs 1,500',
      'biryani20',
      'below_minimum_order',
      'This voucher needs an order of at least Rs 1,500',
      { message_key: 'vouchers.minimumOrder', params: { amount: 'Rs 1,500' } },
    ],
  ])('answers 400 voucher_invalid for %s', async (_name, code, reason, message, key) => {
    const { user, invoice } = await openInvoice();
    const response = await client.validateVoucher(user.token, invoice.query_id, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'voucher_invalid', message, ...key, reason });
  });

  it('refuses a store voucher at another store', async () => {
    const user = await insertShopper(db());
    const invoice = await client.created(
      user.token,
      [{ product_query_id: product('rice'), quantity: 1 }],
      STORES.grocer.queryId,
    );
    const response = await client.validateVoucher(user.token, invoice.query_id, 'BIRYANI20');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'voucher_invalid',
      message: 'This voucher can only be used at Karachi Biryani House',
      message_key: 'vouchers.onlyAtStore',
      params: { store: 'Karachi Biryani House' },
      reason: 'other_store',
    });
  });

  it('leaves the invoice as it was when the voucher is refused', async () => {
    const { user, invoice } = await openInvoice();
    await client.validateVoucher(user.token, invoice.query_id, 'FREE15FIRST');
    await client.validateVoucher(user.token, invoice.query_id, 'EIDMUBARAK');
    const after = (await client.checkout(user.token, invoice.query_id)).json<{ invoice: Invoice }>()
      .invoice;
    expect(after.voucher?.code).toBe('FREE15FIRST');
    expect(after.total_amount).toBe(806.65);
  });

  it.each([
    ['empty', ''],
    ['with a dash', 'FREE-15'],
    ['too long', 'A'.repeat(51)],
    ['not text', 15],
  ])('answers 400 Enter Voucher Code for a code %s', async (_name, code) => {
    const { user, invoice } = await openInvoice();
    const response = await client.validateVoucher(user.token, invoice.query_id, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      message: 'Enter Voucher Code',
      fields: { 'invoice.voucher_code': 'Enter Voucher Code' },
    });
  });

  it('answers 404 invoice_not_found for another user’s invoice and an unknown one', async () => {
    const { invoice } = await openInvoice();
    const stranger = await insertShopper(db());
    for (const id of [invoice.query_id, 'invoice-nope']) {
      const response = await client.validateVoucher(stranger.token, id, 'FREE15FIRST');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('invoice_not_found');
    }
  });

  it('answers 409 invoice_already_placed once the order is placed', async () => {
    const { user, invoice } = await openInvoice();
    const addressId = await insertAddress(db(), user.userId);
    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    const response = await client.validateVoucher(user.token, invoice.query_id, 'SAUDA100');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'invoice_already_placed',
      message: 'This order has already been placed.',
      message_key: 'checkout.invoicePlaced',
    });
  });

  it('answers 401 without a session', async () => {
    const { invoice } = await openInvoice();
    const response = await client.validateVoucher(undefined, invoice.query_id, 'FREE15FIRST');
    expect(response.statusCode).toBe(401);
  });
});
