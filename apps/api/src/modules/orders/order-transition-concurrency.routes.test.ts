import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/test-database.js';
import { statusEventsOf, stockOf } from '../invoices/testing/checkout-inspect.js';
import { findOrderByQueryId } from './orders.repository.js';
import { useOrdersTestApp } from './testing/use-orders-test-app.js';

const { orders, db, placePendingOrder } = useOrdersTestApp();

const ROUNDS = 10;
const UNITS = 3;

/** A pending order of 3 units of a fresh 10-unit product: 7 left after placing. */
const pendingOrder = () =>
  placePendingOrder((stockedQueryId) => [{ product_query_id: stockedQueryId, quantity: UNITS }]);

// PGlite runs one transaction at a time: only a PostgreSQL server can race status changes.
describe.skipIf(!hasPostgres)('simultaneous status changes (PostgreSQL only)', () => {
  it(`customer cancel against store confirm, ${ROUNDS} times: exactly one wins`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { shopper, stocked, orderId } = await pendingOrder();

      const [cancel, confirm] = await Promise.all([
        orders.cancel(shopper.token, orderId),
        orders.move(orderId, 'order_confirmed'),
      ]);

      const statuses = [cancel.statusCode, confirm.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, 400]);
      const order = await findOrderByQueryId(db(), orderId);
      const row = order ?? { id: 0, status: 'missing' };
      if (cancel.statusCode === 200) {
        expect(row.status).toBe('cancelled');
        expect(await stockOf(db(), stocked.queryId)).toBe(10);
      } else {
        expect(row.status).toBe('order_confirmed');
        expect(await stockOf(db(), stocked.queryId)).toBe(7);
      }
      expect(await statusEventsOf(db(), row.id)).toHaveLength(2);
    }
  });

  it(`two cancels at once, ${ROUNDS} times: one 200, one 400, the stock back once`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { shopper, stocked, orderId } = await pendingOrder();

      const responses = await Promise.all([
        orders.cancel(shopper.token, orderId),
        orders.cancel(shopper.token, orderId),
      ]);

      expect(responses.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 400]);
      expect(await stockOf(db(), stocked.queryId)).toBe(10);
      const order = await findOrderByQueryId(db(), orderId);
      expect(await statusEventsOf(db(), order?.id ?? 0)).toHaveLength(2);
    }
  });
});
