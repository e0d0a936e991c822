import type { AppDb } from '../../../db/client.js';
import type { LineRequest } from '../../invoices/testing/checkout-client.js';
import { insertShopper, insertStockedProduct } from '../../invoices/testing/checkout-fixture.js';
import {
  useCheckoutTestApp,
  type CheckoutTestApp,
} from '../../invoices/testing/use-checkout-test-app.js';
import { findOrderByQueryId } from '../orders.repository.js';
import { createOrdersClient, placeOrderFor, type OrdersClient } from './orders-client.js';

/** The units of the fresh product each pending order draws on. */
const STOCKED_UNITS = 10;

export interface OrdersTestApp {
  readonly checkout: CheckoutTestApp;
  readonly orders: OrdersClient;
  readonly db: () => AppDb;
  /** A fresh shopper's pending order of these lines, given a fresh 10-unit product's query id. */
  placePendingOrder: (
    linesOf: (stockedQueryId: string) => LineRequest[],
  ) => ReturnType<typeof placePendingOrder>;
}

/** The per-file setup of the orders route tests: the checkout test app and the orders client. */
export function useOrdersTestApp(): OrdersTestApp {
  const checkout = useCheckoutTestApp();
  const db = () => checkout.testApp.database.db;
  return {
    checkout,
    orders: createOrdersClient(() => checkout.testApp.app),
    db,
    placePendingOrder: (linesOf) => placePendingOrder(checkout, linesOf),
  };
}

async function placePendingOrder(
  checkout: CheckoutTestApp,
  linesOf: (stockedQueryId: string) => LineRequest[],
) {
  const db = checkout.testApp.database.db;
  const shopper = await insertShopper(db);
  const stocked = await insertStockedProduct(db, checkout.fixture, STOCKED_UNITS);
  const placed = await placeOrderFor(db, checkout.client, shopper, linesOf(stocked.queryId));
  const row = await findOrderByQueryId(db, placed.orderId);
  if (!row) throw new Error('the placed order is missing');
  return { shopper, stocked, row, ...placed };
}
