import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { errorOf } from './testing/checkout-client.js';
import { insertAddress, insertShopper, insertStockedProduct } from './testing/checkout-fixture.js';
import { countVoucherUses, invoiceRow, ordersOf, stockOf } from './testing/checkout-inspect.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

async function shopperWithAddress() {
  const user = await insertShopper(db());
  const addressId = await insertAddress(db(), user.userId);
  return { user, addressId };
}

describe('place_order takes stock', () => {
  it('answers 409 out_of_stock when another order took the last units', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 3);
    const first = await shopperWithAddress();
    const second = await shopperWithAddress();
    const line = [{ product_query_id: stocked.queryId, quantity: 3 }];
    const firstInvoice = await client.created(first.user.token, line);
    const secondInvoice = await client.created(second.user.token, line);

    await client.placed(first.user.token, firstInvoice.query_id, client.placeBody(first.addressId));
    const response = await client.place(
      second.user.token,
      secondInvoice.query_id,
      client.placeBody(second.addressId),
    );

    expect(response.statusCode).toBe(409);
    const [name] = (await db().select().from(products).where(eq(products.id, stocked.id))).map(
      (row) => row.name,
    );
    expect(errorOf(response)).toEqual({
      code: 'out_of_stock',
      message: `${name} is out of stock`,
      message_key: 'checkout.outOfStock',
      params: { product: name },
      product_query_id: stocked.queryId,
    });
    expect(await stockOf(db(), stocked.queryId)).toBe(0);
  });

  it('answers 409 with the remaining-units message when some units are left, but too few', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 3);
    const first = await shopperWithAddress();
    const second = await shopperWithAddress();
    const line = [{ product_query_id: stocked.queryId, quantity: 2 }];
    const firstInvoice = await client.created(first.user.token, line);
    const secondInvoice = await client.created(second.user.token, line);

    await client.placed(first.user.token, firstInvoice.query_id, client.placeBody(first.addressId));
    const response = await client.place(
      second.user.token,
      secondInvoice.query_id,
      client.placeBody(second.addressId),
    );

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(
      /^Mutton Karahi \w+: Selected Product exceeds the total remaining units$/,
    );
    expect(await stockOf(db(), stocked.queryId)).toBe(1);
  });

  it('leaves stock, voucher uses and the invoice untouched when a later line fails', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 1);
    const { user, addressId } = await shopperWithAddress();
    // The lassi (a lower product id) is taken first; the new product then fails.
    const invoice = await client.created(user.token, [
      { product_query_id: product('lassi'), quantity: 2 },
      { product_query_id: stocked.queryId, quantity: 1 },
    ]);
    await client.validateVoucher(user.token, invoice.query_id, 'FREE15FIRST');
    await db().update(products).set({ quantity: 0 }).where(eq(products.id, stocked.id));
    const lassiBefore = await stockOf(db(), product('lassi'));
    const voucherId = checkout.fixture.voucherIds.FREE15FIRST ?? 0;
    const rowBefore = await invoiceRow(db(), invoice.query_id);

    const response = await client.place(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: voucherId, invoice_tip: 50 }),
    );

    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'out_of_stock',
      product_query_id: stocked.queryId,
    });
    expect(await stockOf(db(), product('lassi'))).toBe(lassiBefore);
    expect(await countVoucherUses(db(), voucherId, user.userId)).toBe(0);
    expect(await ordersOf(db(), invoice.query_id)).toEqual([]);
    expect(await invoiceRow(db(), invoice.query_id)).toEqual(rowBefore);

    // Once the product is back, the same invoice places with its voucher.
    await db().update(products).set({ quantity: 5 }).where(eq(products.id, stocked.id));
    const placed = await client.placed(
      user.token,
      invoice.query_id,
      client.placeBody(addressId, { voucher_id: voucherId }),
    );
    expect(placed.voucher?.code).toBe('FREE15FIRST');
    expect(await stockOf(db(), product('lassi'))).toBe(lassiBefore - 2);
  });

  it('takes the units of two lines of one product together', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 5);
    const { user, addressId } = await shopperWithAddress();
    const invoice = await client.created(user.token, [
      { product_query_id: stocked.queryId, quantity: 2, size: 'Half' },
      { product_query_id: stocked.queryId, quantity: 3, size: 'Full' },
    ]);
    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    expect(await stockOf(db(), stocked.queryId)).toBe(0);
  });

  it('takes nothing from an unlimited product, and refuses it once marked out of stock', async () => {
    const { user, addressId } = await shopperWithAddress();
    const line = [{ product_query_id: product('beefBiryani'), quantity: 4 }];
    const invoice = await client.created(user.token, line);
    const before = await stockOf(db(), product('beefBiryani'));
    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    expect(await stockOf(db(), product('beefBiryani'))).toBe(before);

    const later = await client.created(user.token, line);
    await db()
      .update(products)
      .set({ unlimitedOutOfStock: true })
      .where(eq(products.queryId, product('beefBiryani')));
    try {
      const response = await client.place(user.token, later.query_id, client.placeBody(addressId));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'out_of_stock',
        message: 'Beef Biryani Full is out of stock',
        message_key: 'checkout.outOfStock',
        params: { product: 'Beef Biryani Full' },
        product_query_id: product('beefBiryani'),
      });
    } finally {
      await db()
        .update(products)
        .set({ unlimitedOutOfStock: false })
        .where(eq(products.queryId, product('beefBiryani')));
    }
  });

  it('refuses a product taken off sale since the invoice was made', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 5);
    const { user, addressId } = await shopperWithAddress();
    const invoice = await client.created(user.token, [
      { product_query_id: stocked.queryId, quantity: 1 },
    ]);
    await db().update(products).set({ isActive: false }).where(eq(products.id, stocked.id));
    const response = await client.place(user.token, invoice.query_id, client.placeBody(addressId));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/ is out of stock$/);
    expect(await stockOf(db(), stocked.queryId)).toBe(5);
  });
});
