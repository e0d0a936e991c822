import { STORE_SEARCH_PAGE_SIZE, type AppSearchResponse } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { insertCatalogFixture, STORES } from '../catalog/testing/catalog-fixture.js';

/** The store page's search (SPEC §7): users/app_search with store_id, 50 a page. */
let testApp: TestApp;
const IN_GROCER = 60;

beforeAll(async () => {
  testApp = await buildTestApp();
  const fixture = await insertCatalogFixture(testApp.database.db);
  const kheer = (companyId: number, categoryId: number, n: number, key: string) => ({
    queryId: `kheer-${key}-${n}`,
    companyId,
    categoryId,
    name: `Zafrani Kheer Cup ${n}`,
    costPaisa: 20_000 + n * 100,
    quantity: 10,
  });
  await testApp.database.db
    .insert(products)
    .values([
      ...Array.from({ length: IN_GROCER }, (_, n) =>
        kheer(fixture.companyIds.grocer, fixture.categoryIds.dairy, n + 1, 'grocer'),
      ),
      ...[1, 2, 3].map((n) =>
        kheer(fixture.companyIds.biryani, fixture.categoryIds.rice, n, 'biryani'),
      ),
    ]);
});

afterAll(() => testApp.close());

async function storeSearch(storeQueryId: string, page: number): Promise<AppSearchResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/users/app_search?query=zafrani&store_id=${storeQueryId}&per_page=${STORE_SEARCH_PAGE_SIZE}&page=${page}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AppSearchResponse>();
}

describe('GET /api/v1/users/app_search inside one store', () => {
  it('answers 50 of the store’s matches a page, and the rest on the next', async () => {
    const first = await storeSearch(STORES.grocer.queryId, 1);
    const second = await storeSearch(STORES.grocer.queryId, 2);
    expect(first.products).toHaveLength(50);
    expect(second.products).toHaveLength(IN_GROCER - 50);
    expect(first.products_pagination).toEqual({
      page: 1,
      per_page: 50,
      total_items: IN_GROCER,
      total_pages: 2,
    });
    expect(second.products_pagination).toMatchObject({ page: 2, total_items: IN_GROCER });
    const ids = [...first.products, ...second.products].map((product) => product.query_id);
    expect(new Set(ids).size).toBe(IN_GROCER);
    expect(ids.every((id) => id.startsWith('kheer-grocer-'))).toBe(true);
  });

  it('never answers another store’s products', async () => {
    const inBiryaniHouse = await storeSearch(STORES.biryani.queryId, 1);
    expect(inBiryaniHouse.products.map((product) => product.query_id).sort()).toEqual([
      'kheer-biryani-1',
      'kheer-biryani-2',
      'kheer-biryani-3',
    ]);
    expect(inBiryaniHouse.products_pagination.total_items).toBe(3);
  });

  it('answers an empty page past the last one', async () => {
    const past = await storeSearch(STORES.grocer.queryId, 3);
    expect(past.products).toEqual([]);
    expect(past.products_pagination.total_items).toBe(IN_GROCER);
  });
});
