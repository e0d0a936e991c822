import { expect } from 'vitest';
import { CHECKOUT_NOW } from '../../modules/invoices/testing/checkout-fixture.js';
import { stockOf } from '../../modules/invoices/testing/checkout-inspect.js';
import type { OrdersTestApp } from '../../modules/orders/testing/use-orders-test-app.js';
import { injectWithToken } from '../../test/inject-with-token.js';
import { expectOrderMoved, watchCheckoutOf } from './checkout-rows.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { orderClaims } from './order-claims.js';

/**
 * A fresh shopper's pending order of 3 of a fresh 10-unit product, and another one's whose
 * checkout is watched; `post` sends a write with the other order's owners claimed in it.
 */
async function twoPendingOrders(setup: OrdersTestApp) {
  const threeOfTen = (stocked: string) => [{ product_query_id: stocked, quantity: 3 }];
  const mine = await setup.placePendingOrder(threeOfTen);
  const other = await setup.placePendingOrder(threeOfTen);
  const otherCheckout = await watchCheckoutOf(setup.db(), other.shopper.userId);
  const post = (url: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    injectWithToken(setup.checkout.testApp.app, 'POST', url, token, {
      ...orderClaims(other.row),
      ...body,
    });
  return { mine, otherCheckout, post };
}

/** Moving an order: only the step and its time change, as the server decides them. */
export const orderCases: MassAssignmentCase<OrdersTestApp>[] = [
  {
    route: 'POST /api/v1/users/orders/:orderId/cancel',
    actor: 'the shopper of a pending order',
    guards: 'who cancelled, when and why, the stock given back (the route reads no body)',
    treatment: 'strips',
    async attempt(setup) {
      const { mine, otherCheckout, post } = await twoPendingOrders(setup);
      const response = await post(`users/orders/${mine.orderId}/cancel`, mine.shopper.token);
      return {
        response,
        async expectStored() {
          await expectOrderMoved(setup.db(), mine.row, {
            status: 'cancelled',
            cancelledBy: 'customer',
            cancelledAt: CHECKOUT_NOW,
            handoverCode: null,
          });
          expect(await stockOf(setup.db(), mine.stocked.queryId)).toBe(10);
          await otherCheckout.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/dev/orders/:orderId/status',
    actor: 'the demo console accepting an order',
    guards: 'the order’s owner, store, times, code, preparation time and commission',
    treatment: 'strips',
    async attempt(setup) {
      const { mine, otherCheckout, post } = await twoPendingOrders(setup);
      const response = await post(`dev/orders/${mine.orderId}/status`, undefined, {
        status: 'order_confirmed',
      });
      return {
        response,
        async expectStored() {
          await expectOrderMoved(setup.db(), mine.row, {
            status: 'order_confirmed',
            orderConfirmedAt: CHECKOUT_NOW,
            prepMinutes: 15,
          });
          expect(await stockOf(setup.db(), mine.stocked.queryId)).toBe(7);
          await otherCheckout.expectUnchanged();
        },
      };
    },
  },
];
