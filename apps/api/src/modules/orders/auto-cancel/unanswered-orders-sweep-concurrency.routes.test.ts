import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../../test/test-database.js';
import { CHECKOUT_NOW } from '../../invoices/testing/checkout-fixture.js';
import { statusEventsOf, stockOf } from '../../invoices/testing/checkout-inspect.js';
import {
  STORE_ID,
  useMerchantOrdersTestApp,
} from '../../merchant/orders/testing/use-merchant-orders-test-app.js';
import { findOrderByQueryId } from '../orders.repository.js';
import { sweepUnansweredOrders } from './unanswered-orders-sweep.js';

const app = useMerchantOrdersTestApp();
const { merchant } = app;

const ROUNDS = 3;
const ORDERS_PER_ROUND = 8;
const ACCEPT_ROUNDS = 10;
const DUE = new Date(CHECKOUT_NOW.getTime() + 10 * 60_000);

/** A pending order of 3 units of a fresh 10-unit product: 7 left after placing. */
const pendingOrder = () =>
  app.placePendingOrder((stocked) => [{ product_query_id: stocked, quantity: 3 }]);

const sweep = (batchSize: number) =>
  sweepUnansweredOrders(app.db(), DUE, { batchSize }).then((swept) =>
    swept.map((order) => order.orderQueryId),
  );

// PGlite runs one transaction at a time: only a PostgreSQL server can run two sweeps at once.
describe.skipIf(!hasPostgres)('sweeps running at once (PostgreSQL only)', () => {
  it(`two instances sweeping together cancel each order once, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const placed = [];
      for (let i = 0; i < ORDERS_PER_ROUND; i++) placed.push(await pendingOrder());

      const [first, second] = await Promise.all([sweep(3), sweep(3)]);

      const ids = placed.map((order) => order.orderId);
      const both = [...first, ...second].filter((id) => ids.includes(id));
      expect(both.sort(), `round ${round}`).toEqual([...ids].sort());
      for (const order of placed) {
        expect(await stockOf(app.db(), order.stocked.queryId)).toBe(10);
        expect(await statusEventsOf(app.db(), order.row.id)).toHaveLength(2);
      }
    }
  });

  it(`the store accepting as the sweep runs: one of them wins, ${ACCEPT_ROUNDS} times`, async () => {
    for (let round = 0; round < ACCEPT_ROUNDS; round++) {
      const { orderId, stocked, row } = await pendingOrder();

      const [swept, accept] = await Promise.all([
        sweep(50),
        merchant.move(app.team.staff.token, STORE_ID, orderId, { status: 'order_confirmed' }),
      ]);

      const stored = await findOrderByQueryId(app.db(), orderId);
      if (accept.statusCode === 200) {
        expect(swept, `round ${round}`).not.toContain(orderId);
        expect(stored?.status).toBe('order_confirmed');
        expect(await stockOf(app.db(), stocked.queryId)).toBe(7);
      } else {
        expect(accept.statusCode, accept.body).toBe(400);
        expect(swept, `round ${round}`).toContain(orderId);
        expect(stored?.status).toBe('cancelled');
        expect(await stockOf(app.db(), stocked.queryId)).toBe(10);
      }
      expect(await statusEventsOf(app.db(), row.id)).toHaveLength(2);
    }
  });
});
