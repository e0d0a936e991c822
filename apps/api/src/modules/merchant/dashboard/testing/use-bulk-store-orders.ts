import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { AppDb, Database } from '../../../../db/client.js';
import { queryPlanOf } from '../../../../test/query-plan.js';
import { createTestDatabase } from '../../../../test/test-database.js';
import { insertBulkStoreOrders } from './bulk-store-orders.js';

/**
 * The per-file setup of the query plan tests: a fresh database of 25 stores × 400 orders over
 * 90 days, analysed, where one store's orders are the small share of the table they are on a
 * marketplace. Answers the first store's company id and the plan of a query.
 */
export function useBulkStoreOrders({ productsPerStore }: { productsPerStore: number }) {
  let database: Database | undefined;
  let companyId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ companyId } = await insertBulkStoreOrders(database.db, {
      stores: 25,
      ordersPerStore: 400,
      days: 90,
      productsPerStore,
    }));
  }, 120_000);
  afterAll(() => database?.close());

  const db = (): AppDb => {
    if (!database) throw new Error('the bulk database is only created in beforeAll');
    return database.db;
  };
  return {
    get db(): AppDb {
      return db();
    },
    get companyId(): number {
      return companyId;
    },
    planOf: (query: SQL): Promise<string> => queryPlanOf(db(), query),
  };
}
