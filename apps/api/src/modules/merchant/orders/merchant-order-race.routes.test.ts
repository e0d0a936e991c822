import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../../test/test-database.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { statusEventsOf, stockOf } from '../../invoices/testing/checkout-inspect.js';
import { findOrderByQueryId } from '../../orders/orders.repository.js';
import { STORE_ID, useMerchantOrdersTestApp } from './testing/use-merchant-orders-test-app.js';

const app = useMerchantOrdersTestApp();
const { merchant, orders } = app;

const ROUNDS = 20;

/** A pending order of 3 units of a fresh 10-unit product: 7 left after placing. */
const pendingOrder = () =>
  app.placePendingOrder((stocked) => [{ product_query_id: stocked, quantity: 3 }]);

// PGlite runs one transaction at a time: only a PostgreSQL server can race them.
describe.skipIf(!hasPostgres)('the shopper cancels as the store accepts (PostgreSQL only)', () => {
  it(`${ROUNDS} times: exactly one wins, the other gets a clean 400`, async () => {
    const winners = { cancel: 0, accept: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { shopper, stocked, orderId, row } = await pendingOrder();

      const [cancel, accept] = await Promise.all([
        orders.cancel(shopper.token, orderId),
        merchant.move(app.team.staff.token, STORE_ID, orderId, {
          status: 'order_confirmed',
          prep_minutes: 20,
        }),
      ]);

      const statuses = [cancel.statusCode, accept.statusCode].sort();
      expect(statuses, `round ${round}: ${cancel.body} / ${accept.body}`).toEqual([200, 400]);
      const loser = cancel.statusCode === 400 ? cancel : accept;
      expect(errorOf(loser).code).toBe('invalid_order_transition');
      const stored = await findOrderByQueryId(app.db(), orderId);
      if (cancel.statusCode === 200) {
        winners.cancel++;
        expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
        expect(stored?.prepMinutes).toBeNull();
        expect(await stockOf(app.db(), stocked.queryId)).toBe(10);
      } else {
        winners.accept++;
        expect(stored).toMatchObject({ status: 'order_confirmed', prepMinutes: 20 });
        expect(await stockOf(app.db(), stocked.queryId)).toBe(7);
      }
      expect(await statusEventsOf(app.db(), row.id)).toHaveLength(2);
    }
    expect(winners.cancel + winners.accept).toBe(ROUNDS);
  });
});
