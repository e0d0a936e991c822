import type { CompaniesResponse, Invoice } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertAddress,
  insertShopper,
} from '../../invoices/testing/checkout-fixture.js';
import { invoiceRow, ordersOf } from '../../invoices/testing/checkout-inspect.js';
import {
  afterNow,
  BIRYANI,
  karachi,
  MINUTE,
  resetBiryaniAfterEach,
  shopperSees,
} from './testing/biryani-settings.js';
import { useMerchantStoresTestApp } from './testing/use-merchant-stores-test-app.js';

// What shoppers meet when a store pauses new orders or has a holiday.

const setup = useMerchantStoresTestApp();
resetBiryaniAfterEach(setup);
const { client } = setup.checkout;
const app = () => setup.checkout.testApp.app;
const db = () => setup.db();

const PAUSED = {
  code: 'store_paused',
  message: 'Karachi Biryani House is not taking orders at the moment.',
  message_key: 'checkout.storeUnavailable',
  params: { store: 'Karachi Biryani House' },
};

/** A shopper with a Clifton address and an open invoice for a lassi at Karachi Biryani House. */
async function openInvoice() {
  const shopper = await insertShopper(db());
  const addressId = await insertAddress(db(), shopper.userId);
  const lassi = setup.fixture().productQueryIds.lassi ?? 'product-lassi';
  const invoice = await client.created(shopper.token, [{ product_query_id: lassi, quantity: 1 }]);
  return { shopper, addressId, invoice };
}

async function checkoutOf(token: string, invoiceQueryId: string): Promise<Invoice> {
  const response = await client.checkout(token, invoiceQueryId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ invoice: Invoice }>().invoice;
}

const pause = (until: string) =>
  setup.stores.patched(setup.team.staff.token, BIRYANI, { paused_until: until });
const holidays = (...dates: string[]) =>
  setup.stores.patched(setup.team.owner.token, BIRYANI, {
    holidays: dates.map((date) => ({ date, note: null })),
  });

describe('a paused store', () => {
  it('is closed in the catalog and on the invoice, other stores stay open', async () => {
    const { shopper, invoice } = await openInvoice();
    expect(invoice.merchant.is_open).toBe(true);
    await pause(afterNow(60 * MINUTE));

    expect((await shopperSees(app())).is_open).toBe(false);
    const list = await app().inject({ method: 'GET', url: '/api/v1/companies?industry_id=1' });
    const openNow = list.json<CompaniesResponse>().companies.map((c) => [c.name, c.is_open]);
    expect(openNow).toContainEqual(['Karachi Biryani House', false]);
    expect(openNow).toContainEqual([STORES.tikka.name, true]);
    expect((await checkoutOf(shopper.token, invoice.query_id)).merchant.is_open).toBe(false);
  });

  it('refuses every order, as soon as possible or for later, and changes nothing', async () => {
    const { shopper, addressId, invoice } = await openInvoice();
    const later = invoice.delivery_slots.at(-1)?.starts_at;
    await pause(afterNow(60 * MINUTE));

    for (const deliveryTime of ['asap', later]) {
      const body = client.placeBody(addressId, { delivery_time: deliveryTime });
      const response = await client.place(shopper.token, invoice.query_id, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual(PAUSED);
    }
    expect((await invoiceRow(db(), invoice.query_id)).status).toBe('open');
    expect(await ordersOf(db(), invoice.query_id)).toEqual([]);
  });

  it('offers no delivery window that starts before the pause ends', async () => {
    // 12:00 now, 95 minutes to deliver: the first window would be 15:00. Paused until 18:00.
    await pause(karachi('2026-11-18T18:00:00').toISOString());
    const { invoice } = await openInvoice();
    expect(invoice.delivery_slots[0]?.label).toBe('Today, 19:00 – 21:00');
    expect(invoice.delivery_slots.map((slot) => slot.label)).not.toContain('Today, 17:00 – 19:00');
  });

  it('opens again by itself when the pause time has passed', async () => {
    const { shopper, addressId, invoice } = await openInvoice();
    await pause(afterNow(30 * MINUTE));
    vi.setSystemTime(new Date(CHECKOUT_NOW.getTime() + 31 * MINUTE));

    expect((await shopperSees(app())).is_open).toBe(true);
    const [, biryani] = await setup.stores.stores(setup.team.owner.token);
    expect(biryani).toMatchObject({ query_id: BIRYANI, is_open: true, paused_until: null });
    const placed = await client.placed(
      shopper.token,
      invoice.query_id,
      client.placeBody(addressId),
    );
    expect(placed.order?.status).toBe('order_pending');
  });
});

describe('a holiday', () => {
  it('closes the store on that Karachi date only', async () => {
    await holidays('2026-11-19');
    const isOpenAt = async (karachiTime: string) => {
      vi.setSystemTime(karachi(karachiTime));
      return (await shopperSees(app())).is_open;
    };
    expect(await isOpenAt('2026-11-18T23:30:00')).toBe(true);
    // 19:30 on the 18th in UTC, but already the 19th in Karachi.
    expect(await isOpenAt('2026-11-19T00:30:00')).toBe(false);
    expect(await isOpenAt('2026-11-19T12:00:00')).toBe(false);
    const [, biryani] = await setup.stores.stores(setup.team.owner.token);
    expect(biryani).toMatchObject({ query_id: BIRYANI, is_open: false, paused_until: null });
    expect(await isOpenAt('2026-11-20T09:30:00')).toBe(true);
  });

  it('refuses asap like a closed store and offers only the other day’s windows', async () => {
    await holidays('2026-11-18');
    const { shopper, addressId, invoice } = await openInvoice();
    expect(invoice.merchant.is_open).toBe(false);
    const labels = invoice.delivery_slots.map((slot) => slot.label);
    expect(labels[0]).toBe('Tomorrow, 09:00 – 11:00');
    expect(labels.every((label) => label.startsWith('Tomorrow'))).toBe(true);

    const asap = await client.place(shopper.token, invoice.query_id, client.placeBody(addressId));
    expect(asap.statusCode).toBe(400);
    expect(errorOf(asap)).toEqual({
      code: 'store_closed',
      message: 'Karachi Biryani House is closed now. Choose a delivery time.',
      message_key: 'checkout.storeClosed',
      params: { store: 'Karachi Biryani House' },
    });
    const tomorrow = invoice.delivery_slots[0]?.starts_at;
    const placed = await client.placed(
      shopper.token,
      invoice.query_id,
      client.placeBody(addressId, { delivery_time: tomorrow }),
    );
    expect(placed.delivery_time).toBe(tomorrow);
  });
});
