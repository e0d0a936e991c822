import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBulkStoreOrders } from '../dashboard/testing/use-bulk-store-orders.js';
import { settledOrdersQuery } from './store-ledger.repository.js';

// The ledger, the cash close and the P&L read one store's settled orders of a date range. This
// plan proves they reach them through orders_company_id_settled_at_idx (company, the delivered
// or cancelled time, only settled orders), on PGlite and PostgreSQL, with the planner left free.

const bulk = useBulkStoreOrders({ productsPerStore: 5 });
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // The bulk orders carry no settling times: deliver and cancel them an hour after placing.
  await bulk.db.execute(sql`
    UPDATE orders SET order_delivered_at = created_at + interval '1 hour'
    WHERE status = 'order_delivered'`);
  await bulk.db.execute(sql`
    UPDATE orders SET cancelled_at = created_at + interval '1 hour' WHERE status = 'cancelled'`);
  await bulk.db.execute(sql`ANALYZE orders`);
}, 60_000);

describe('the ledger’s query', () => {
  it.each([1, 30, 366])(
    'reads %i days of the store’s settled orders through the index',
    async (days) => {
      const to = new Date();
      const plan = await bulk.planOf(
        settledOrdersQuery(bulk.companyId, new Date(to.getTime() - days * DAY_MS), to),
      );
      expect(plan).toMatch(
        /(Index Scan using|Bitmap Index Scan on) orders_company_id_settled_at_idx\b/,
      );
      expect(plan).not.toMatch(/Seq Scan on orders\b/);
    },
  );
});
