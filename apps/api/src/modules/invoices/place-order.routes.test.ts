import type { Invoice, Product } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index.js';
import { errorOf } from './testing/checkout-client.js';
import { CHECKOUT_NOW, insertAddress, insertShopper } from './testing/checkout-fixture.js';
import {
  countVoucherUses,
  invoiceRow,
  ordersOf,
  statusEventsOf,
  stockOf,
} from './testing/checkout-inspect.js';
import { listenToOrderEvents } from './testing/order-events-listener.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

// Every test here places biryanis: more than the fixture's 12.
beforeAll(async () => {
  await db()
    .update(products)
    .set({ quantity: 1000 })
    .where(eq(products.queryId, product('chickenBiryani')));
});

/** A shopper with a Clifton address and an open invoice: 2 biryanis and a lassi (Rs 949). */
async function readyToPlace() {
  const user = await insertShopper(db());
  const addressId = await insertAddress(db(), user.userId);
  const invoice = await client.created(user.token, [
    { product_query_id: product('chickenBiryani'), quantity: 2 },
    { product_query_id: product('lassi'), quantity: 1 },
  ]);
  return { user, addressId, invoice };
}

describe('PUT /api/v1/invoices/{id}/place_order', () => {
  it('places the order: status, short id, order, address snapshot, and stock taken', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const biryaniBefore = await stockOf(db(), product('chickenBiryani'));
    const lassiBefore = await stockOf(db(), product('lassi'));

    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { invoice_tip: 50 }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ invoice: Invoice }>().invoice;
    expect(placed).toMatchObject({
      query_id: invoice.query_id,
      status: 'placed',
      checkout_type: 'delivery',
      sub_total_amount: 949,
      delivery_fee: 0,
      driver_tip: 50,
      payble_amount: 949,
      total_amount: 999,
      recipient_name: 'Ayesha Khan',
      recipient_phone_number: '+923001234567',
      invoice_note: 'Ring the bell twice',
      delivery_time: 'asap',
      payment_method: 'cash',
      delivery_slots: [],
      voucher: null,
    });
    expect(placed.short_order_id).toMatch(/^SD-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(placed.order).toEqual({
      query_id: expect.any(String),
      status: 'order_pending',
      placed_at: CHECKOUT_NOW.toISOString(),
    });
    expect(placed.delivery_address).toMatchObject({
      id: addressId,
      name: 'Home',
      room: 'Flat 302',
      district: 'Clifton',
      type: 'home',
    });
    expect(await stockOf(db(), product('chickenBiryani'))).toBe(biryaniBefore - 2);
    expect(await stockOf(db(), product('lassi'))).toBe(lassiBefore - 1);

    const [order, ...others] = await ordersOf(db(), invoice.query_id);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ queryId: placed.order?.query_id, status: 'order_pending' });
    const events = await statusEventsOf(db(), order?.id ?? 0);
    expect(events.map((event) => event.status)).toEqual(['order_pending']);
    const row = await invoiceRow(db(), invoice.query_id);
    expect(row).toMatchObject({ status: 'placed', placedAt: CHECKOUT_NOW, driverTipPaisa: 5_000 });
  });

  it('answers the placed invoice on GET checkout, without delivery slots', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const placed = await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    const response = await client.checkout(user.token, invoice.query_id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ invoice: Invoice }>().invoice).toEqual(placed);
  });

  it('is idempotent: placing again answers the same order and takes stock once', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const stockBefore = await stockOf(db(), product('chickenBiryani'));
    const first = await client.placed(user.token, invoice.query_id, client.placeBody(addressId));

    vi.setSystemTime(new Date(CHECKOUT_NOW.getTime() + 60_000));
    const second = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { invoice_tip: 100, invoice_note: 'Changed my mind' }),
    );

    expect(second).toEqual(first);
    expect(await ordersOf(db(), invoice.query_id)).toHaveLength(1);
    expect(await stockOf(db(), product('chickenBiryani'))).toBe(stockBefore - 2);
  });

  it('uses a validated voucher once, also when placed twice', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const voucherId = checkout.fixture.voucherIds.FREE15FIRST ?? 0;
    await client.validateVoucher(user.token, invoice.query_id, 'FREE15FIRST');
    const body = client.placeBody(addressId, { voucher_id: voucherId, invoice_tip: 20 });

    const placed = await client.placed(user.token, invoice.query_id, body);
    await client.placed(user.token, invoice.query_id, body);

    expect(placed.voucher).toMatchObject({ id: voucherId, discount_amount: 142.35 });
    expect(placed).toMatchObject({ voucher_discount: 142.35, total_amount: 949 + 20 - 142.35 });
    expect(await countVoucherUses(db(), voucherId, user.userId)).toBe(1);
  });

  it('keeps the validated voucher when voucher_id is left out, and drops it for null', async () => {
    const kept = await readyToPlace();
    await client.validateVoucher(kept.user.token, kept.invoice.query_id, 'FREE15FIRST');
    const { voucher_id: _dropped, ...withoutVoucher } = client.placeBody(kept.addressId).invoice;
    const keptPlaced = await client.placed(kept.user.token, kept.invoice.query_id, {
      invoice: withoutVoucher,
      channel_query_id: 'channel-cash',
    });
    expect(keptPlaced.voucher?.code).toBe('FREE15FIRST');

    const dropped = await readyToPlace();
    await client.validateVoucher(dropped.user.token, dropped.invoice.query_id, 'FREE15FIRST');
    const droppedPlaced = await client.placed(
      dropped.user.token,
      dropped.invoice.query_id,
      client.placeBody(dropped.addressId, { voucher_id: null }),
    );
    expect(droppedPlaced).toMatchObject({ voucher: null, voucher_discount: 0, total_amount: 949 });
    const voucherId = checkout.fixture.voucherIds.FREE15FIRST ?? 0;
    expect(await countVoucherUses(db(), voucherId, dropped.user.userId)).toBe(0);
  });

  it('recomputes the fees at placing time from the invoice lines', async () => {
    const user = await insertShopper(db());
    const addressId = await insertAddress(db(), user.userId);
    const invoice = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 2 },
    ]);
    const placed = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { invoice_tip: '100' }),
    );
    expect(placed).toMatchObject({
      sub_total_amount: 300,
      delivery_fee: 150,
      payble_amount: 450,
      driver_tip: 100,
      total_amount: 550,
    });
  });

  it('falls back to the account name when no recipient is given', async () => {
    const user = await insertShopper(db(), { fullName: 'Bilal Ahmed' });
    const addressId = await insertAddress(db(), user.userId);
    const invoice = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    const placed = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { recipient_name: '', recipient_phone_number: '' }),
    );
    expect(placed).toMatchObject({ recipient_name: 'Bilal Ahmed', recipient_phone_number: null });
  });

  it('accepts the contact phone in E.164 and stores it as the masked form is stored', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const placed = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { recipient_phone_number: '+923001234567' }),
    );
    expect(placed.recipient_phone_number).toBe('+923001234567');
    const row = await invoiceRow(db(), invoice.query_id);
    expect(row?.recipientPhoneNumber).toBe('+923001234567');
  });

  it('refuses a contact phone that is not a Pakistani number, masked or not', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { recipient_phone_number: '+9230012345678' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Contact Phone No is not valid');
  });

  it('shows the new stock on the product page right after placing', async () => {
    const { user, addressId, invoice } = await readyToPlace();
    const productPage = async () =>
      (
        await checkout.testApp.app.inject({
          method: 'GET',
          url: `/api/v1/products/${product('lassi')}`,
        })
      ).json<{ product: Product }>().product.quantity;
    const before = await productPage();
    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    expect(await productPage()).toBe(before - 1);
  });

  it('notifies order_events once the order is committed', async () => {
    const listener = await listenToOrderEvents(checkout.testApp.database);
    try {
      const { user, addressId, invoice } = await readyToPlace();
      const placed = await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
      await vi.waitFor(() => {
        expect(listener.events).toContainEqual(
          expect.objectContaining({
            order_query_id: placed.order?.query_id,
            invoice_query_id: invoice.query_id,
            user_id: user.userId,
            status: 'order_pending',
          }),
        );
      });
    } finally {
      await listener.stop();
    }
  });

  it('answers 404 invoice_not_found for another user’s invoice and changes nothing', async () => {
    const { invoice } = await readyToPlace();
    const stranger = await insertShopper(db());
    const strangerAddress = await insertAddress(db(), stranger.userId);
    const response = await client.place(
      stranger.token,
      invoice.query_id,
      client.placeBody(strangerAddress),
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'invoice_not_found',
      message: 'This order could not be found.',
      message_key: 'server.orderNotFound',
    });
    expect((await invoiceRow(db(), invoice.query_id)).status).toBe('open');
    const checkoutOfStranger = await client.checkout(stranger.token, invoice.query_id);
    expect(checkoutOfStranger.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { addressId, invoice } = await readyToPlace();
    const response = await client.place(undefined, invoice.query_id, client.placeBody(addressId));
    expect(response.statusCode).toBe(401);
  });
});
