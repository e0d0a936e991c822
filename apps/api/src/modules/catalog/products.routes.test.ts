import type { Category, Product, ProductsResponse } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { listProductsOfStore } from './products.service.js';
import {
  insertCatalogFixture,
  insertOrder,
  signedInShopper,
  STORES,
  type CatalogFixture,
} from './testing/catalog-fixture.js';

let testApp: TestApp;
let fixture: CatalogFixture;

beforeAll(async () => {
  testApp = await buildTestApp();
  fixture = await insertCatalogFixture(testApp.database.db);
});

afterAll(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

async function listNames(query: string): Promise<string[]> {
  const response = await get(`/products?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ProductsResponse>().products.map((product) => product.name);
}

const BIRYANI_STORE = `organization_query_id=${STORES.biryani.queryId}`;

describe('GET /api/v1/companies/{queryId}/categories', () => {
  it('answers categories and sub-categories by position with active-product counts', async () => {
    const response = await get(`/companies/${STORES.biryani.queryId}/categories`);
    expect(response.statusCode).toBe(200);
    const { categories } = response.json<{ categories: Category[] }>();
    expect(categories).toEqual([
      {
        id: fixture.categoryIds.rice,
        name: 'Biryani & Rice',
        // The inactive "Old Biryani Recipe" does not count; Egg Fried Rice has no sub-category.
        product_count: 4,
        sub_categories: [
          { id: fixture.subCategoryIds.biryani, name: 'Biryani', product_count: 2 },
          { id: fixture.subCategoryIds.pulao, name: 'Pulao', product_count: 1 },
        ],
      },
      {
        id: fixture.categoryIds.drinks,
        name: 'Drinks',
        product_count: 3,
        sub_categories: [
          { id: fixture.subCategoryIds.coldDrinks, name: 'Cold Drinks', product_count: 2 },
        ],
      },
      { id: fixture.categoryIds.empty, name: 'Desserts', product_count: 0, sub_categories: [] },
    ]);
  });

  it('answers 404 company_not_found for an unknown or hidden store', async () => {
    for (const queryId of ['nope', STORES.hidden.queryId]) {
      const response = await get(`/companies/${queryId}/categories`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('company_not_found');
    }
  });
});

describe('GET /api/v1/products of a store', () => {
  it('answers the store’s active products by id', async () => {
    const response = await get(`/products?${BIRYANI_STORE}`);
    const body = response.json<ProductsResponse>();
    expect(body.pagination).toEqual({ page: 1, per_page: 25, total_items: 7, total_pages: 1 });
    const ids = body.products.map((product) => product.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.products.map((p) => p.name)).not.toContain('Old Biryani Recipe');
    expect(body.products.every((p) => p.merchant.query_id === STORES.biryani.queryId)).toBe(true);
  });

  it('filters by category and by sub-category', async () => {
    expect(await listNames(`${BIRYANI_STORE}&category_id=${fixture.categoryIds.drinks}`)).toEqual([
      'Sweet Lassi',
      'Doodh Patti Chai',
      'Deal 50% Off Lassi_Jug',
    ]);
    expect(
      await listNames(`${BIRYANI_STORE}&sub_category_id=${fixture.subCategoryIds.biryani}`),
    ).toEqual(['Chicken Biryani Single', 'Beef Biryani Full']);
    const both = `category_id=${fixture.categoryIds.rice}&sub_category_id=${fixture.subCategoryIds.pulao}`;
    expect(await listNames(`${BIRYANI_STORE}&${both}`)).toEqual(['Chicken Pulao']);
    // A sub-category of another category, or another store's category, matches nothing.
    const mismatch = `category_id=${fixture.categoryIds.drinks}&sub_category_id=${fixture.subCategoryIds.pulao}`;
    expect(await listNames(`${BIRYANI_STORE}&${mismatch}`)).toEqual([]);
    expect(await listNames(`${BIRYANI_STORE}&category_id=${fixture.categoryIds.dairy}`)).toEqual(
      [],
    );
  });

  it('pages with page and per_page; a page past the end is empty', async () => {
    const first = await listNames(`${BIRYANI_STORE}&per_page=3`);
    const second = await listNames(`${BIRYANI_STORE}&per_page=3&page=2`);
    const third = await listNames(`${BIRYANI_STORE}&per_page=3&page=3`);
    expect([first.length, second.length, third.length]).toEqual([3, 3, 1]);
    expect(new Set([...first, ...second, ...third]).size).toBe(7);
    const past = await get(`/products?${BIRYANI_STORE}&per_page=3&page=9`);
    expect(past.json()).toEqual({
      products: [],
      pagination: { page: 9, per_page: 3, total_items: 7, total_pages: 3 },
    });
  });

  it('filters by name with the search’s matching: typos, synonyms, prefixes', async () => {
    const sorted = (names: string[]) => [...names].sort();
    expect(sorted(await listNames(`${BIRYANI_STORE}&name=biryni`))).toEqual([
      'Beef Biryani Full',
      'Chicken Biryani Single',
    ]);
    expect(sorted(await listNames(`${BIRYANI_STORE}&name=chiken`))).toEqual([
      'Chicken Biryani Single',
      'Chicken Pulao',
    ]);
    expect(await listNames(`${BIRYANI_STORE}&name=lass`)).toEqual([
      'Sweet Lassi',
      'Deal 50% Off Lassi_Jug',
    ]);
    expect(await listNames(`${BIRYANI_STORE}&name=${encodeURIComponent('  ')}`)).toHaveLength(7);
    const inCategory = `category_id=${fixture.categoryIds.rice}&name=chicken`;
    expect(await listNames(`${BIRYANI_STORE}&${inCategory}`)).toHaveLength(2);
    // Another store's products never match.
    expect(await listNames(`${BIRYANI_STORE}&name=olpers`)).toEqual([]);
  });

  it.each(['%', '50%', "biryani' OR '1'='1", 'lassi_jug', 'a\\b', 'chai;drop'])(
    'refuses the name %j with a clear 400 instead of matching anything',
    async (name) => {
      const response = await get(`/products?${BIRYANI_STORE}&name=${encodeURIComponent(name)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'name may hold letters, digits and spaces only.',
          fields: { name: 'name may hold letters, digits and spaces only.' },
        },
      });
    },
  );

  const searchStore = (name: string) =>
    listProductsOfStore(testApp.database.db, {
      storeQueryId: STORES.biryani.queryId,
      name,
      page: 1,
      perPage: 25,
    }).then((body) => body.products.map((product) => product.name));

  it.each(['%', '_', '\\', '%%%', "'", "';--", '*:&|!'])(
    'treats SQL, LIKE and tsquery metacharacters in a name as literal text (%j)',
    async (symbols) => {
      expect(await searchStore(symbols)).toEqual([]);
      expect(await searchStore(`lassi${symbols}`)).toEqual([
        'Sweet Lassi',
        'Deal 50% Off Lassi_Jug',
      ]);
    },
  );

  it('matches an injection attempt as plain words, which find nothing', async () => {
    expect(await searchStore("biryani' OR ''='")).toEqual([]);
    expect((await searchStore('biryani%')).sort()).toEqual([
      'Beef Biryani Full',
      'Chicken Biryani Single',
    ]);
  });

  it('answers 404 company_not_found for an unknown or hidden store', async () => {
    for (const queryId of ['nope', STORES.hidden.queryId]) {
      const response = await get(`/products?organization_query_id=${queryId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('company_not_found');
    }
  });

  it.each([
    ['page=0', 'page', 'page must be a whole number of at least 1.'],
    ['per_page=101', 'per_page', 'per_page must be a whole number from 1 to 100.'],
    ['per_page=ten', 'per_page', 'per_page must be a whole number from 1 to 100.'],
    ['category_id=-1', 'category_id', 'category_id must be a whole number of at least 1.'],
  ])('answers %s with a clear 400', async (query, field, message) => {
    const response = await get(`/products?${BIRYANI_STORE}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message, fields: { [field]: message } },
    });
  });

  it('needs a store or an order', async () => {
    const response = await get('/products');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'organization_query_id or order_id is required',
    );
  });
});

describe('product JSON', () => {
  it('answers money in rupees, the promotion, pictures, stock and merchant', async () => {
    const response = await get(`/products/${fixture.productQueryIds.chickenBiryani}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ product: Product }>().product).toEqual({
      id: fixture.productIds.chickenBiryani,
      query_id: fixture.productQueryIds.chickenBiryani,
      name: 'Chicken Biryani Single',
      description: 'Chicken Biryani with raita.',
      images: [{ image_original_url: '/media/uploads/chicken-biryani.png' }],
      pictures: [{ image_original_url: '/media/uploads/chicken-biryani.png' }],
      cost: 450,
      cost_after_discount: 399.5,
      quantity: 12,
      product_available_quantity: 12,
      unlimited: false,
      unlimited_out_of_stock: false,
      promotion: { promotion_amount: 50.5 },
      category_id: fixture.categoryIds.rice,
      sub_category_id: fixture.subCategoryIds.biryani,
      colors: [],
      sizes: ['Single', 'Full'],
      merchant: { name: STORES.biryani.name, query_id: STORES.biryani.queryId },
    });
  });

  it('without a promotion costs the same after discount; without pictures shows generated art', async () => {
    const { product } = (await get(`/products/${fixture.productQueryIds.beefBiryani}`)).json<{
      product: Product;
    }>();
    expect(product).toMatchObject({
      cost: 1200,
      cost_after_discount: 1200,
      promotion: null,
      unlimited: true,
      quantity: 0,
      images: [{ image_original_url: '/media/art/product/food/beef-biryani-full.svg' }],
      pictures: [{ image_original_url: '/media/art/product/food/beef-biryani-full.svg' }],
    });
  });

  it('answers 404 product_not_found for unknown, inactive or hidden-store products', async () => {
    const hidden = [
      'nope',
      fixture.productQueryIds.oldBiryani,
      fixture.productQueryIds.hiddenBiryani,
      fixture.productQueryIds.retiredBiryani,
    ];
    for (const queryId of hidden) {
      const response = await get(`/products/${queryId ?? ''}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('product_not_found');
    }
  });
});

describe('GET /api/v1/products?order_id', () => {
  it('answers the products of the signed-in user’s own order, in line order', async () => {
    const { db } = testApp.database;
    const owner = await signedInShopper(db);
    const line = (key: string, name: string) => ({
      productId: fixture.productIds[key] ?? 0,
      productQueryId: fixture.productQueryIds[key] ?? '',
      name,
    });
    const orderId = await insertOrder(db, owner.userId, fixture.companyIds.biryani, [
      line('lassi', 'Sweet Lassi'),
      line('chickenBiryani', 'Chicken Biryani Single'),
      line('lassi', 'Sweet Lassi'),
      // Hidden since it was bought: it can no longer be ordered again.
      line('oldBiryani', 'Old Biryani Recipe'),
    ]);
    const url = `/products?order_id=${orderId}`;

    const own = await get(url, { authorization: `Bearer ${owner.token}` });
    expect(own.statusCode).toBe(200);
    const body = own.json<ProductsResponse>();
    expect(body.products.map((p) => p.name)).toEqual(['Sweet Lassi', 'Chicken Biryani Single']);
    expect(body.pagination).toEqual({ page: 1, per_page: 25, total_items: 2, total_pages: 1 });

    const stranger = await signedInShopper(db);
    const other = await get(url, { authorization: `Bearer ${stranger.token}` });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ error: { code: string } }>().error.code).toBe('order_not_found');

    const unknown = await get('/products?order_id=nope', {
      authorization: `Bearer ${owner.token}`,
    });
    expect(unknown.statusCode).toBe(404);

    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ error: { code: string } }>().error.code).toBe('unauthorized');
  });
});
