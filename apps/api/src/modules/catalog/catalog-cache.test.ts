import type {
  AppSearchResponse,
  CategoriesResponse,
  CompaniesResponse,
  Product,
  ProductsResponse,
} from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, products } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { invalidateCatalog } from './catalog-cache.js';
import { insertCatalogFixture, STORES, type CatalogFixture } from './testing/catalog-fixture.js';

let testApp: TestApp;
let fixture: CatalogFixture;

beforeAll(async () => {
  testApp = await buildTestApp();
  fixture = await insertCatalogFixture(testApp.database.db);
});

afterAll(() => testApp.close());

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe('the catalog cache', () => {
  it('serves reads from memory until invalidateCatalog(db) is called after a write', async () => {
    const { db } = testApp.database;
    const productUrl = `/products/${fixture.productQueryIds.lassi}`;
    const storeProductsUrl = `/products?organization_query_id=${STORES.biryani.queryId}`;
    const categoriesUrl = `/companies/${STORES.biryani.queryId}/categories`;
    const drinksCount = async () =>
      (await getJson<CategoriesResponse>(categoriesUrl)).categories.find(
        (c) => c.id === fixture.categoryIds.drinks,
      )?.product_count;

    expect((await getJson<{ product: Product }>(productUrl)).product.cost).toBe(150);
    expect((await getJson<ProductsResponse>(storeProductsUrl)).pagination.total_items).toBe(7);
    expect(await drinksCount()).toBe(3);
    expect((await getJson<CompaniesResponse>('/companies?industry_id=1')).companies).toHaveLength(
      3,
    );

    await db
      .update(products)
      .set({ costPaisa: 17_500 })
      .where(eq(products.queryId, 'product-lassi'));
    await db.insert(products).values({
      companyId: fixture.companyIds.biryani,
      categoryId: fixture.categoryIds.drinks,
      name: 'Mango Lassi',
      costPaisa: 20_000,
    });
    await db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.queryId, STORES.karahi.queryId));

    // Still the answers from before the writes.
    expect((await getJson<{ product: Product }>(productUrl)).product.cost).toBe(150);
    expect((await getJson<ProductsResponse>(storeProductsUrl)).pagination.total_items).toBe(7);
    expect(await drinksCount()).toBe(3);
    expect((await getJson<CompaniesResponse>('/companies?industry_id=1')).companies).toHaveLength(
      3,
    );

    invalidateCatalog(db);

    expect((await getJson<{ product: Product }>(productUrl)).product.cost).toBe(175);
    expect((await getJson<ProductsResponse>(storeProductsUrl)).pagination.total_items).toBe(8);
    expect(await drinksCount()).toBe(4);
    expect((await getJson<CompaniesResponse>('/companies?industry_id=1')).companies).toHaveLength(
      2,
    );
  });

  it('forgets search results too, and the new names feed typo correction', async () => {
    const { db } = testApp.database;
    const names = async (query: string) =>
      (
        await getJson<AppSearchResponse>(`/users/app_search?query=${encodeURIComponent(query)}`)
      ).products.map((product) => product.name);

    expect(await names('faloda')).toEqual([]);
    await db.insert(products).values({
      companyId: fixture.companyIds.biryani,
      categoryId: fixture.categoryIds.drinks,
      name: 'Kulfi Falooda',
      costPaisa: 25_000,
    });
    expect(await names('faloda')).toEqual([]);
    invalidateCatalog(db);
    expect(await names('faloda')).toEqual(['Kulfi Falooda']);

    // A renamed product's new words are searchable (and correctable) as well.
    await db
      .update(products)
      .set({ name: 'Rabri Falooda' })
      .where(eq(products.name, 'Kulfi Falooda'));
    invalidateCatalog(db);
    expect(await names('rabree falooda')).toEqual(['Rabri Falooda']);
  });
});
