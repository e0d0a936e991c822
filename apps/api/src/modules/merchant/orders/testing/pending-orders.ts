import { CHECKOUT_NOW, insertShopper } from '../../../invoices/testing/checkout-fixture.js';
import { placeOrderFor } from '../../../orders/testing/orders-client.js';
import type { OrdersTestApp } from '../../../orders/testing/use-orders-test-app.js';

const MINUTE = 60_000;

/** `minutes` after CHECKOUT_NOW, the frozen clock the orders of these tests are placed at. */
export const atMinute = (minutes: number) => new Date(CHECKOUT_NOW.getTime() + minutes * MINUTE);

/** A fresh shopper's pending order of 3 units of a fresh 10-unit product: 7 left. */
export const placeThreeOfTen = (app: OrdersTestApp) =>
  app.placePendingOrder((stocked) => [{ product_query_id: stocked, quantity: 3 }]);

/** A fresh shopper's pending order of lassi that uses the FREE15FIRST voucher. */
export async function placeVoucherOrder(app: OrdersTestApp, lassiQuantity: number) {
  const { fixture, client } = app.checkout;
  const shopper = await insertShopper(app.db());
  const voucherId = fixture.voucherIds.FREE15FIRST ?? 0;
  const lassi = fixture.productQueryIds.lassi ?? 'missing-lassi';
  const { orderId } = await placeOrderFor(
    app.db(),
    client,
    shopper,
    [{ product_query_id: lassi, quantity: lassiQuantity }],
    { code: 'FREE15FIRST', id: voucherId },
  );
  return { shopper, voucherId, orderId };
}
