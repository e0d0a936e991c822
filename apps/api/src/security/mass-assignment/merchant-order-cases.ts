import { expect } from 'vitest';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import {
  CHECKOUT_NOW,
  insertShopper,
  insertStockedProduct,
} from '../../modules/invoices/testing/checkout-fixture.js';
import { createMerchantOrdersClient } from '../../modules/merchant/orders/testing/merchant-orders-client.js';
import { placeStoreOrder } from '../../modules/merchant/orders/testing/place-store-order.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { findOrderByQueryId } from '../../modules/orders/orders.repository.js';
import { expectOrderMoved, storedBill, watchCheckoutOf } from './checkout-rows.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { orderClaims } from './order-claims.js';

/** A new shopper's pending order at a store: 2 of a fresh biryani product, or milk at the grocer. */
async function pendingOrderAt(setup: MerchantStoresTestApp, store: 'biryani' | 'grocer') {
  const db = setup.db();
  const { fixture, client } = setup.checkout;
  const shopper = await insertShopper(db);
  const line =
    store === 'biryani'
      ? { product_query_id: (await insertStockedProduct(db, fixture, 5)).queryId, quantity: 2 }
      : { product_query_id: fixture.productQueryIds.olpersMilk ?? '', quantity: 2 };
  const placed = await placeStoreOrder(db, client, shopper, [line], { store });
  const row = await findOrderByQueryId(db, placed.orderId);
  if (!row) throw new Error('the placed order is missing');
  return { shopper, row, invoiceQueryId: placed.invoice.query_id };
}

/** The store's order queue: accepting moves the step and takes the preparation time, no more. */
export const merchantOrderCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'POST /api/v1/merchant/stores/:storeId/orders/:orderId/status',
    actor: 'the store owner accepting an order',
    guards: 'the order’s shopper, store, bill, times, handover code and commission',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const mine = await pendingOrderAt(setup, 'biryani');
      const other = await pendingOrderAt(setup, 'grocer');
      const otherCheckout = await watchCheckoutOf(db, other.shopper.userId);
      const bill = await storedBill(db, mine.invoiceQueryId);
      const merchant = createMerchantOrdersClient(() => setup.checkout.testApp.app);
      const response = await merchant.move(
        setup.team.owner.token,
        STORES.biryani.queryId,
        mine.row.queryId,
        { ...orderClaims(other.row), status: 'order_confirmed', prep_minutes: 25 },
      );
      return {
        response,
        async expectStored() {
          await expectOrderMoved(db, mine.row, {
            status: 'order_confirmed',
            orderConfirmedAt: CHECKOUT_NOW,
            prepMinutes: 25,
          });
          expect(await storedBill(db, mine.invoiceQueryId)).toEqual(bill);
          await otherCheckout.expectUnchanged();
        },
      };
    },
  },
];
