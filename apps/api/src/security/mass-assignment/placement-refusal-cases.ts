import {
  insertAddress,
  type ShopperOptions,
} from '../../modules/invoices/testing/checkout-fixture.js';
import type { OrdersTestApp } from '../../modules/orders/testing/use-orders-test-app.js';
import { cleanInvoice } from './checkout-basket.js';
import { watchCheckoutOf } from './checkout-rows.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { watchProducts } from './merchant-rows.js';

interface RefusedPlacement {
  actor: string;
  guards: string;
  shopper?: ShopperOptions;
  /** What the request sets in its invoice on top of a valid placement. */
  invoice: (fixture: OrdersTestApp['checkout']['fixture']) => Record<string, unknown>;
}

/** place_order with a field the shopper may not set this way: 400, and nothing changes. */
function refusedPlacement(refused: RefusedPlacement): MassAssignmentCase<OrdersTestApp> {
  return {
    route: 'PUT /api/v1/invoices/:invoiceId/place_order',
    actor: refused.actor,
    guards: refused.guards,
    treatment: 'refuses',
    async attempt(setup) {
      const db = setup.db();
      const { client, fixture } = setup.checkout;
      const { shopper, invoice } = await cleanInvoice(setup, refused.shopper);
      const addressId = await insertAddress(db, shopper.userId);
      const checkout = await watchCheckoutOf(db, shopper.userId);
      const products = await watchProducts(db);
      const body = client.placeBody(addressId, refused.invoice(fixture));
      const response = await client.place(shopper.token, invoice.query_id, body);
      return {
        response,
        async expectStored() {
          await checkout.expectUnchanged();
          await products.expectUnchanged();
        },
      };
    },
  };
}

/** Fields place_order takes, sent where the shopper may not set them: refused whole. */
export const placementRefusalCases: MassAssignmentCase<OrdersTestApp>[] = [
  refusedPlacement({
    actor: 'a shopper naming a voucher never applied to the invoice',
    guards: 'the voucher of an order is the one validate_voucher applied, never a sent id',
    invoice: ({ voucherIds }) => ({ voucher_id: voucherIds.FREE15FIRST }),
  }),
  refusedPlacement({
    actor: 'a business shopper sending a tip',
    guards: 'the tip is the shopper’s choice only where tipping is offered (retail, SPEC §6)',
    shopper: { tradeTypes: ['Wholesale'] },
    invoice: () => ({ invoice_tip: 50 }),
  }),
];
