import type { LineRequest } from '../../modules/invoices/testing/checkout-client.js';
import {
  insertShopper,
  type ShopperOptions,
} from '../../modules/invoices/testing/checkout-fixture.js';
import { stockOf } from '../../modules/invoices/testing/checkout-inspect.js';
import type { OrdersTestApp } from '../../modules/orders/testing/use-orders-test-app.js';
import { watchCheckoutOf } from './checkout-rows.js';

/** Two biryanis on promotion and a lassi at Karachi Biryani House. */
export function basket({ fixture }: OrdersTestApp['checkout']): LineRequest[] {
  return [
    { product_query_id: fixture.productQueryIds.chickenBiryani ?? '', quantity: 2 },
    { product_query_id: fixture.productQueryIds.lassi ?? '', quantity: 1 },
  ];
}

/** The units left of each product of the basket. */
export function stockOfBasket(setup: OrdersTestApp): Promise<number[]> {
  return Promise.all(
    basket(setup.checkout).map((line) => stockOf(setup.db(), line.product_query_id)),
  );
}

/** A shopper's open invoice of the basket, sent without any forbidden field: the control. */
export async function cleanInvoice(setup: OrdersTestApp, shopperOptions: ShopperOptions = {}) {
  const { client } = setup.checkout;
  const shopper = await insertShopper(setup.db(), shopperOptions);
  const invoice = await client.created(shopper.token, basket(setup.checkout));
  return { shopper, invoice };
}

export type CleanInvoice = Awaited<ReturnType<typeof cleanInvoice>>;

/**
 * A control invoice, taken one step further by `finish` without any forbidden field, then the
 * shopper's own invoice of the same basket; the control's checkout is watched from then on.
 */
export async function besideControl(
  setup: OrdersTestApp,
  finish: (setup: OrdersTestApp, control: CleanInvoice) => Promise<unknown>,
) {
  const control = await cleanInvoice(setup);
  await finish(setup, control);
  const own = await cleanInvoice(setup);
  const otherCheckout = await watchCheckoutOf(setup.db(), control.shopper.userId);
  return { db: setup.db(), ...setup.checkout, control, ...own, otherCheckout };
}
