import { describe, expect, it, vi } from 'vitest';
import { vouchers } from '../../db/schema/index.js';
import { errorOf } from './testing/checkout-client.js';
import { CHECKOUT_NOW, GULSHAN, insertAddress, insertShopper } from './testing/checkout-fixture.js';
import { countVoucherUses, invoiceRow, ordersOf, stockOf } from './testing/checkout-inspect.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

let codeNumber = 0;

/** A platform voucher of Rs 20 off, once per user unless told otherwise. */
async function insertVoucher(values: Partial<typeof vouchers.$inferInsert> = {}) {
  codeNumber += 1;
  const [row] = await db()
    .insert(vouchers)
    .values({
      code: `TWENTY${codeNumber}`,
      name: 'Rs 20 off',
      discountType: 'amount',
      discountValue: 2_000,
      ...values,
    })
    .returning({ id: vouchers.id, code: vouchers.code });
  if (!row) throw new Error('voucher was not inserted');
  return row;
}

async function shopperWithInvoice(user?: Awaited<ReturnType<typeof insertShopper>>) {
  const shopper = user ?? (await insertShopper(db()));
  const addressId = await insertAddress(db(), shopper.userId);
  const invoice = await client.created(shopper.token, [
    { product_query_id: product('doodhPatti'), quantity: 1 },
  ]);
  return { user: shopper, addressId, invoice };
}

async function validated(token: string, invoiceQueryId: string, code: string) {
  const response = await client.validateVoucher(token, invoiceQueryId, code);
  expect(response.statusCode, response.body).toBe(200);
}

describe('place_order and vouchers', () => {
  it('refuses a voucher the user has used as often as allowed', async () => {
    const voucher = await insertVoucher();
    const first = await shopperWithInvoice();
    await validated(first.user.token, first.invoice.query_id, voucher.code);
    const placed = await client.placed(
      first.user.token,
      first.invoice.query_id,
      client.placeBody(first.addressId, { voucher_id: voucher.id }),
    );
    expect(placed.voucher_discount).toBe(20);

    const next = await client.created(first.user.token, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    const response = await client.validateVoucher(first.user.token, next.query_id, voucher.code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'voucher_invalid',
      message: 'You have already used this voucher',
      message_key: 'vouchers.usedOnce',
      reason: 'per_user_limit',
    });
  });

  it('checks the voucher again when placing: validated twice, used once', async () => {
    const voucher = await insertVoucher();
    const user = await insertShopper(db());
    const addressId = await insertAddress(db(), user.userId);
    const biryaniInvoice = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    const groceryInvoice = await client.created(
      user.token,
      [{ product_query_id: product('olpersMilk'), quantity: 2 }],
      'store-grocer',
    );
    const gulshan = await insertAddress(db(), user.userId, GULSHAN);
    await validated(user.token, biryaniInvoice.query_id, voucher.code);
    await validated(user.token, groceryInvoice.query_id, voucher.code);
    await client.placed(
      user.token,
      biryaniInvoice.query_id,
      client.placeBody(addressId, { voucher_id: voucher.id }),
    );
    const milkBefore = await stockOf(db(), product('olpersMilk'));

    const response = await client.place(
      user.token,
      groceryInvoice.query_id,
      client.placeBody(gulshan, { voucher_id: voucher.id }),
    );

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'voucher_invalid', reason: 'per_user_limit' });
    expect(await stockOf(db(), product('olpersMilk'))).toBe(milkBefore);
    expect((await invoiceRow(db(), groceryInvoice.query_id)).status).toBe('open');
    expect(await countVoucherUses(db(), voucher.id)).toBe(1);
  });

  it('refuses FREE15FIRST once the user has a placed order', async () => {
    const { user, addressId, invoice } = await shopperWithInvoice();
    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    const next = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    const response = await client.validateVoucher(user.token, next.query_id, 'FREE15FIRST');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'voucher_invalid',
      message: 'This voucher is only for your first order',
      message_key: 'vouchers.firstOrderOnly',
      reason: 'first_order_only',
    });
  });

  it('refuses FREE15FIRST at placing when another first order was placed meanwhile', async () => {
    const user = await insertShopper(db());
    const { addressId, invoice } = await shopperWithInvoice(user);
    const other = await client.created(
      user.token,
      [{ product_query_id: product('olpersMilk'), quantity: 2 }],
      'store-grocer',
    );
    await validated(user.token, invoice.query_id, 'FREE15FIRST');
    const gulshan = await insertAddress(db(), user.userId, GULSHAN);
    await client.placed(user.token, other.query_id, client.placeBody(gulshan));

    const voucherId = checkout.fixture.voucherIds.FREE15FIRST;
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: voucherId }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ reason: 'first_order_only' });
  });

  it('refuses a voucher that expired between validating and placing', async () => {
    const voucher = await insertVoucher({ expiresAt: new Date(CHECKOUT_NOW.getTime() + 60_000) });
    const { user, addressId, invoice } = await shopperWithInvoice();
    await validated(user.token, invoice.query_id, voucher.code);
    vi.setSystemTime(new Date(CHECKOUT_NOW.getTime() + 120_000));
    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: voucher.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'voucher_invalid',
      message: 'This voucher has expired',
      message_key: 'vouchers.expired',
      reason: 'expired',
    });
    expect(await ordersOf(db(), invoice.query_id)).toEqual([]);
  });

  it('refuses a fully redeemed voucher', async () => {
    const voucher = await insertVoucher({ totalLimit: 1, perUserLimit: 5 });
    const first = await shopperWithInvoice();
    await validated(first.user.token, first.invoice.query_id, voucher.code);
    await client.placed(
      first.user.token,
      first.invoice.query_id,
      client.placeBody(first.addressId, { voucher_id: voucher.id }),
    );
    const second = await shopperWithInvoice();
    const response = await client.validateVoucher(
      second.user.token,
      second.invoice.query_id,
      voucher.code,
    );
    expect(errorOf(response)).toEqual({
      code: 'voucher_invalid',
      message: 'This voucher has been fully redeemed',
      message_key: 'vouchers.totalLimit',
      reason: 'total_limit',
    });
  });

  it('refuses a voucher_id that was not validated on the invoice', async () => {
    const voucher = await insertVoucher();
    const other = await insertVoucher();
    const { user, addressId, invoice } = await shopperWithInvoice();
    const notValidated = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: voucher.id }),
    );
    expect(notValidated.statusCode).toBe(400);
    expect(errorOf(notValidated)).toEqual({
      code: 'voucher_invalid',
      message: 'Apply this voucher to your order again.',
      message_key: 'checkout.voucherNotApplied',
      reason: 'not_applied',
    });

    await validated(user.token, invoice.query_id, voucher.code);
    const another = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: other.id }),
    );
    expect(errorOf(another).reason).toBe('not_applied');
    expect(await countVoucherUses(db(), voucher.id)).toBe(0);
    expect(await countVoucherUses(db(), other.id)).toBe(0);
  });
});
