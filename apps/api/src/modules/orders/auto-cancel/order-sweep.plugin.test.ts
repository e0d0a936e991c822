import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCheckoutClient } from '../../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertCheckoutFixture,
  insertShopper,
} from '../../invoices/testing/checkout-fixture.js';
import { findOrderByQueryId } from '../orders.repository.js';
import { placeOrderFor } from '../testing/orders-client.js';

const ELEVEN_MINUTES_LATER = new Date(CHECKOUT_NOW.getTime() + 11 * 60_000);

/** A pending order placed at CHECKOUT_NOW on this app; the clock then moves 11 minutes on. */
async function overdueOrder(testApp: TestApp): Promise<string> {
  const db = testApp.database.db;
  const fixture = await insertCheckoutFixture(db);
  const shopper = await insertShopper(db);
  const lassi = fixture.productQueryIds.lassi ?? 'missing-lassi';
  const client = createCheckoutClient(() => testApp.app);
  const { orderId } = await placeOrderFor(db, client, shopper, [
    { product_query_id: lassi, quantity: 1 },
  ]);
  vi.setSystemTime(ELEVEN_MINUTES_LATER);
  return orderId;
}

describe('the auto-cancel sweep of a running app', () => {
  it('cancels an overdue order by itself every ORDER_SWEEP_INTERVAL_MS, and stops on close', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
    const testApp = await buildTestApp({ env: { ORDER_SWEEP_INTERVAL_MS: '50' } });
    try {
      const orderId = await overdueOrder(testApp);

      await vi.waitFor(
        async () => {
          const order = await findOrderByQueryId(testApp.database.db, orderId);
          expect(order).toMatchObject({
            status: 'cancelled',
            cancelReason: 'Store did not respond',
          });
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await testApp.close();
      vi.useRealTimers();
    }
  });

  it('does not run under test unless asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
    const testApp = await buildTestApp();
    try {
      expect(testApp.config.orderSweepIntervalMs).toBe(0);
      const orderId = await overdueOrder(testApp);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await findOrderByQueryId(testApp.database.db, orderId))?.status).toBe(
        'order_pending',
      );
    } finally {
      await testApp.close();
      vi.useRealTimers();
    }
  });
});
