import type { Invoice } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { errorOf } from './testing/checkout-client.js';
import {
  BIRYANI_CLOSED_AT,
  CHANNELS,
  insertAddress,
  insertShopper,
  LAHORE,
  type ShopperOptions,
} from './testing/checkout-fixture.js';
import { invoiceRow, ordersOf, stockOf } from './testing/checkout-inspect.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

/** A shopper with a Clifton address and an open invoice for two lassis. */
async function readyToPlace(options: ShopperOptions = {}) {
  const user = await insertShopper(db(), options);
  const addressId = await insertAddress(db(), user.userId);
  const invoice = await client.created(user.token, [
    { product_query_id: product('lassi'), quantity: 2 },
  ]);
  return { user, addressId, invoice };
}

/** The refusal left the invoice open, without an order, and the lassis in stock. */
async function expectNothingChanged(invoiceQueryId: string, lassiBefore: number) {
  expect((await invoiceRow(db(), invoiceQueryId)).status).toBe('open');
  expect(await ordersOf(db(), invoiceQueryId)).toEqual([]);
  expect(await stockOf(db(), product('lassi'))).toBe(lassiBefore);
}

describe('place_order refusals, in the order the checkout meets them', () => {
  it('answers 400 guest_not_verified for a guest, before looking at the address', async () => {
    const { user, invoice } = await readyToPlace({ isGuest: true });
    const before = await stockOf(db(), product('lassi'));
    const response = await client.place(user.token, invoice.query_id, client.placeBody(999_999));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'guest_not_verified',
      message: 'Kindly verify account to place order.',
      message_key: 'messages.verifyAccountToOrder',
    });
    await expectNothingChanged(invoice.query_id, before);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['not a number', 'home'],
    // Ids past PostgreSQL's integer failed in the database (500).
    ['past any id the database can hold', 2_147_483_648],
    ['the largest whole number JSON carries exactly', Number.MAX_SAFE_INTEGER],
  ])('answers 400 address_required when the address is %s', async (_name, addressId) => {
    const { user, invoice } = await readyToPlace();
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(0, { address_id: addressId }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'address_required',
      message: 'Please select address',
      message_key: 'messages.selectAddress',
      fields: { 'invoice.address_id': 'Please select address' },
      field_keys: { 'invoice.address_id': { key: 'messages.selectAddress' } },
    });
  });

  it('refuses a voucher id past any id the database can hold, changing nothing', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const before = await stockOf(db(), product('lassi'));
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: 2_147_483_648 }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['invoice.voucher_id']);
    await expectNothingChanged(invoice.query_id, before);
  });

  it('answers 404 address_not_found for another user’s address', async () => {
    const { user, invoice } = await readyToPlace();
    const other = await insertShopper(db());
    const othersAddress = await insertAddress(db(), other.userId);
    const before = await stockOf(db(), product('lassi'));
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(othersAddress),
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'address_not_found',
      message: 'Address not found',
      message_key: 'addresses.notFound',
    });
    await expectNothingChanged(invoice.query_id, before);
  });

  it('answers 400 outside_delivery_area beyond the store’s radius', async () => {
    const { user, invoice } = await readyToPlace();
    const lahore = await insertAddress(db(), user.userId, LAHORE);
    const before = await stockOf(db(), product('lassi'));
    const response = await client.place(user.token, invoice.query_id, client.placeBody(lahore));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'outside_delivery_area',
      message: 'Sorry, the store is not delivering in your area',
      message_key: 'messages.outsideDeliveryArea',
    });
    await expectNothingChanged(invoice.query_id, before);
  });

  it('answers 400 store_closed for asap while the store is closed', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    vi.setSystemTime(BIRYANI_CLOSED_AT);
    const before = await stockOf(db(), product('lassi'));
    const response = await client.place(user.token, invoice.query_id, client.placeBody(addressId));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'store_closed',
      message: 'Karachi Biryani House is closed now. Choose a delivery time.',
      message_key: 'checkout.storeClosed',
      params: { store: 'Karachi Biryani House' },
    });
    await expectNothingChanged(invoice.query_id, before);
  });

  it('places an order for a delivery slot while the store is closed', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    vi.setSystemTime(BIRYANI_CLOSED_AT);
    const offered = (await client.checkout(user.token, invoice.query_id)).json<{
      invoice: Invoice;
    }>().invoice.delivery_slots;
    // 03:00 in Karachi, 95 minutes to deliver: the first window opens at 09:00.
    expect(offered[0]?.label).toBe('Today, 09:00 – 11:00');
    const slot = offered[1];

    const placed = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { delivery_time: slot?.starts_at }),
    );
    expect(placed.delivery_time).toBe(slot?.starts_at);
  });

  it.each([
    ['not offered', '2026-11-18T10:30:00.000Z'],
    ['in the past', '2026-11-17T10:00:00.000Z'],
    ['not a time', 'tonight'],
  ])('answers 400 delivery_time_unavailable for a slot %s', async (_name, deliveryTime) => {
    const { user, addressId, invoice } = await readyToPlace();
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { delivery_time: deliveryTime }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'delivery_time_unavailable',
      message: 'This delivery time is no longer available. Choose another one.',
    });
  });

  it.each([
    ['a card channel', CHANNELS.card],
    ['a retired cash channel', CHANNELS.retired],
    ['an unknown channel', 'channel-nope'],
  ])('answers 400 payment_channel_unavailable for %s', async (_name, channel) => {
    const { user, addressId, invoice } = await readyToPlace();
    const before = await stockOf(db(), product('lassi'));
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, {}, { channel_query_id: channel }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'payment_channel_unavailable',
      message: 'This payment method is not available. Pay with cash on delivery.',
    });
    await expectNothingChanged(invoice.query_id, before);
  });

  it('refuses a tip from a business user and places the order without one', async () => {
    const { user, addressId, invoice } = await readyToPlace({ tradeTypes: ['Wholesale'] });
    const tipped = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { invoice_tip: 20 }),
    );
    expect(tipped.statusCode).toBe(400);
    expect(errorOf(tipped)).toEqual({
      code: 'tip_not_allowed',
      message: 'Business accounts cannot add a tip.',
      message_key: 'checkout.tipNotAllowed',
      fields: { 'invoice.invoice_tip': 'Business accounts cannot add a tip.' },
      field_keys: { 'invoice.invoice_tip': { key: 'checkout.tipNotAllowed' } },
    });

    const placed = await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    expect(placed.driver_tip).toBe(0);
  });

  it('takes a tip from a retail user who also trades wholesale', async () => {
    const { user, addressId, invoice } = await readyToPlace({
      tradeTypes: ['Wholesale', 'Retail'],
    });
    const placed = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { invoice_tip: 20 }),
    );
    expect(placed.driver_tip).toBe(20);
  });
});

describe('place_order payload validation', () => {
  it.each([
    [
      'a short contact phone',
      { recipient_phone_number: '+92 300 12' },
      'invoice.recipient_phone_number',
      'Contact Phone No is not valid',
    ],
    [
      'a contact phone with letters',
      { recipient_phone_number: '+92 300 12345ab' },
      'invoice.recipient_phone_number',
      'Contact Phone No is not valid',
    ],
    ['a fractional tip', { invoice_tip: 20.5 }, 'invoice.invoice_tip', undefined],
    ['a negative tip', { invoice_tip: -20 }, 'invoice.invoice_tip', undefined],
    ['a tip in words', { invoice_tip: 'twenty' }, 'invoice.invoice_tip', undefined],
    ['a huge tip', { invoice_tip: 10_001 }, 'invoice.invoice_tip', 'A tip can be at most Rs 10000'],
    ['a pickup order', { checkout_type: 'pickup' }, 'invoice.checkout_type', undefined],
    ['a long note', { invoice_note: 'x'.repeat(501) }, 'invoice.invoice_note', undefined],
  ])('answers 400 validation_failed for %s', async (_name, change, field, message) => {
    const { user, addressId, invoice } = await readyToPlace();
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, change),
    );
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    if (message) {
      expect(error.message).toBe(message);
      expect(error.fields?.[field]).toBe(message);
    }
  });

  it('accepts an empty contact phone and a masked one', async () => {
    for (const phone of ['', '+92 321 7654321']) {
      const { user, addressId, invoice } = await readyToPlace();
      const response = await client.place(
        user.token,
        invoice.query_id,
        client.placeBody(addressId, { recipient_phone_number: phone }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('names every bad field at once, the missing address among them', async () => {
    const { user, invoice } = await readyToPlace();
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(0, { address_id: undefined, recipient_phone_number: '123' }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: {
        'invoice.address_id': 'Please select address',
        'invoice.recipient_phone_number': 'Contact Phone No is not valid',
      },
    });
  });

  it('needs a channel', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const { invoice: body } = client.placeBody(addressId);
    const response = await client.place(user.token, invoice.query_id, { invoice: body });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['channel_query_id']);
  });
});
