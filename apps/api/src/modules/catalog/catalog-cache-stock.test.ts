import type { CompaniesResponse } from '@sauda/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wordHeard } from '../../instance-bus/testing/word-heard.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { countQueries } from '../../test/count-queries.js';
import { invalidateStock } from './catalog-cache.js';
import { insertCatalogFixture, STORES } from './testing/catalog-fixture.js';

// An app and database of its own: on PostgreSQL, a catalog word still on its way from another
// test's write would clear the cache this test watches.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await insertCatalogFixture(testApp.database.db);
});

afterAll(() => testApp.close());

async function listing(): Promise<CompaniesResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/companies?industry_id=1',
  });
  expect(response.statusCode).toBe(200);
  return response.json<CompaniesResponse>();
}

it('clears it all when a stock change is too big to tell the other instances in one message', async () => {
  const change = (products: number) => ({
    storeQueryId: STORES.biryani.queryId,
    productIds: Array.from({ length: products }, (_, index) => index + 1),
    productQueryIds: Array.from({ length: products }, (_, index) =>
      `product-${index}`.padEnd(64, 'x'),
    ),
  });
  /** Stock changed, and its message sent (heard back), before the listing is read again. */
  const told = async (products: number, kind: 'stock_changed' | 'catalog_changed') => {
    const heard = wordHeard(testApp.app.instanceBus, kind);
    invalidateStock(testApp.database.db, change(products));
    await heard();
  };
  await listing();

  await told(2, 'stock_changed');
  expect(await countQueries(testApp.database, listing), 'a small change').toBe(0);

  await told(150, 'catalog_changed');
  expect(await countQueries(testApp.database, listing), 'too big a change').toBeGreaterThan(0);
});
