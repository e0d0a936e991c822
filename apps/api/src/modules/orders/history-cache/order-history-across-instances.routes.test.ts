import type { OrdersResponse } from '@sauda/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTwoApps } from '../../../instance-bus/testing/use-two-apps.js';
import { hasPostgres } from '../../../test/test-database.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { createCheckoutClient } from '../../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertCheckoutFixture,
  insertShopper,
  insertStockedProduct,
  type Shopper,
} from '../../invoices/testing/checkout-fixture.js';
import { insertMember } from '../../merchant/orders/testing/merchant-members.js';
import { createMerchantOrdersClient } from '../../merchant/orders/testing/merchant-orders-client.js';
import { createOrdersClient, placeOrderFor } from '../testing/orders-client.js';
import { historyPageKey } from './order-history-cache.js';

const ACTIVE = historyPageKey({ order_type: 'active', page: 1, per_page: 24 });

// Only a PostgreSQL server has other processes (instances) to tell.
describe.skipIf(!hasPostgres)('the order history across instances (PostgreSQL only)', () => {
  const apps = useTwoApps();
  let shopper: Shopper;
  let staff: Shopper;
  let orderId: string;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
    const db = apps.a.database.db;
    const fixture = await insertCheckoutFixture(db);
    staff = await insertMember(db, fixture.companyIds.biryani, 'staff');
    shopper = await insertShopper(db);
    const stocked = await insertStockedProduct(db, fixture, 10);
    const lines = [{ product_query_id: stocked.queryId, quantity: 1 }];
    const checkoutA = createCheckoutClient(() => apps.a.app);
    ({ orderId } = await placeOrderFor(db, checkoutA, shopper, lines));
    vi.useRealTimers();
  });

  async function activeOnB(): Promise<OrdersResponse> {
    const response = await createOrdersClient(() => apps.b.app).list(shopper.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrdersResponse>();
  }

  it('a status change through A empties B’s kept history', async () => {
    expect((await activeOnB()).orders[0]?.status).toBe('order_pending');
    await activeOnB();
    const historyOnB = apps.b.app.orderHistoryCache;
    expect(historyOnB.get(shopper.userId, ACTIVE), 'B keeps the page').toBeDefined();

    const merchantA = createMerchantOrdersClient(() => apps.a.app);
    await merchantA.moved(staff.token, STORES.biryani.queryId, orderId, {
      status: 'order_confirmed',
    });

    await vi.waitFor(() => expect(historyOnB.get(shopper.userId, ACTIVE)).toBeUndefined());
    expect((await activeOnB()).orders[0]?.status).toBe('order_confirmed');
  });
});
