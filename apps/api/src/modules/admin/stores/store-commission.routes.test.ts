import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema/index.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { createCheckoutClient } from '../../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertAddress,
  insertShopper,
  insertStockedProduct,
} from '../../invoices/testing/checkout-fixture.js';
import { useAdminTestApp } from '../applications/testing/use-admin-test-app.js';

const setup = useAdminTestApp();

/** A fresh shopper's order of one Rs 500 product at Karachi Biryani House: its commission rate. */
async function placedOrderRate(): Promise<number> {
  const db = setup.db();
  const checkout = createCheckoutClient(() => setup.testApp.app);
  const shopper = await insertShopper(db);
  const addressId = await insertAddress(db, shopper.userId);
  const product = await insertStockedProduct(db, setup.fixture, 5);
  const open = await checkout.created(shopper.token, [
    { product_query_id: product.queryId, quantity: 1 },
  ]);
  const invoice = await checkout.placed(
    shopper.token,
    open.query_id,
    checkout.placeBody(addressId),
  );
  const [order] = await db
    .select({ rate: orders.commissionRateBps })
    .from(orders)
    .where(eq(orders.queryId, invoice.order?.query_id ?? ''));
  if (!order) throw new Error('the order was not placed');
  return order.rate;
}

describe('a store’s commission', () => {
  it('counts from the next order on: orders placed before keep the rate they were placed under', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
    const before = await placedOrderRate();
    expect(before).toBe(1000);

    const store = await setup.admin.storePatched(
      setup.cast.operator.token,
      STORES.biryani.queryId,
      {
        commission_rate: 12.5,
      },
    );
    expect(store.commission_rate).toBe(12.5);
    expect(await placedOrderRate()).toBe(1250);

    const rates = await setup
      .db()
      .select({ rate: orders.commissionRateBps })
      .from(orders)
      .where(eq(orders.companyId, setup.fixture.companyIds.biryani))
      .orderBy(orders.id);
    expect(rates.map((row) => row.rate)).toEqual([1000, 1250]);
  });
});
