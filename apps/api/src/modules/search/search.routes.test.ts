import type { AppSearchResponse, AutocompleteResponse } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { insertCatalogFixture, STORES } from '../catalog/testing/catalog-fixture.js';
import { appSearch } from './search.service.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await insertCatalogFixture(testApp.database.db);
});

afterAll(() => testApp.close());

async function search(query: string, extra = ''): Promise<AppSearchResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/users/app_search?query=${encodeURIComponent(query)}${extra}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AppSearchResponse>();
}

const productNames = (body: AppSearchResponse) => body.products.map((product) => product.name);
const storeNames = (body: AppSearchResponse) => body.merchants.map((merchant) => merchant.name);

describe('GET /api/v1/users/app_search', () => {
  it('finds stores by name and by the products they sell, and the matching products', async () => {
    const body = await search('biryani');
    expect(productNames(body).sort()).toEqual(['Beef Biryani Full', 'Chicken Biryani Single']);
    // The store named for it first; no hidden store, no store of a hidden industry.
    expect(storeNames(body)).toEqual([STORES.biryani.name]);
    expect(body.merchants[0]).toEqual({
      query_id: STORES.biryani.queryId,
      name: STORES.biryani.name,
      industry_id: 1,
      picture: { medium: '/media/uploads/biryani.png' },
      banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
    });
    expect(body.pagination).toEqual({ page: 1, per_page: 25, total_items: 1, total_pages: 1 });
    expect(body.products_pagination).toEqual({
      page: 1,
      per_page: 25,
      total_items: 2,
      total_pages: 1,
    });
  });

  it('ranks stores matching by name before stores that only sell a match', async () => {
    // Gulshan Grocers sorts first by name, but only sells a "House" blend.
    const house = await search('house');
    expect(storeNames(house)).toEqual([STORES.biryani.name, STORES.grocer.name]);
    expect(productNames(house)).toEqual(['Chai House Blend 250g']);
    const rice = await search('rice');
    expect(storeNames(rice).sort()).toEqual([STORES.biryani.name, STORES.grocer.name].sort());
    // Every typed word must match the same store name or the same product.
    expect(storeNames(await search('karachi rice'))).toEqual([]);
  });

  it('still finds words with a typo (biryni, chiken)', async () => {
    expect(productNames(await search('biryni')).sort()).toEqual([
      'Beef Biryani Full',
      'Chicken Biryani Single',
    ]);
    expect(storeNames(await search('biryni'))).toEqual([STORES.biryani.name]);
    expect(productNames(await search('chiken')).sort()).toEqual([
      'Chicken Biryani Single',
      'Chicken Pulao',
    ]);
    expect(productNames(await search('chiken biryni'))).toEqual(['Chicken Biryani Single']);
  });

  it('expands Roman-Urdu words with their synonyms (doodh finds milk, anda eggs, chawal rice)', async () => {
    const doodh = productNames(await search('doodh'));
    expect(doodh.sort()).toEqual(['Doodh Patti Chai', 'Nestle Milkpak 250ml', 'Olpers Milk 1L']);
    // The word as typed ranks before its synonym.
    expect(productNames(await search('doodh'))[0]).toBe('Doodh Patti Chai');
    expect(productNames(await search('anda'))).toEqual(['Farm Eggs 12 pcs']);
    expect(productNames(await search('chawal')).sort()).toEqual([
      'Basmati Rice 5kg',
      'Egg Fried Rice',
    ]);
  });

  it('matches the beginning of a word and every typed word', async () => {
    expect(productNames(await search('bir'))).toHaveLength(2);
    expect(productNames(await search('milk 1l'))).toEqual(['Olpers Milk 1L']);
    expect(productNames(await search('sweet'))).toEqual(['Sweet Lassi']);
    expect(productNames(await search('qwertyuiop'))).toEqual([]);
  });

  it('never shows inactive products or products of hidden stores', async () => {
    const names = productNames(await search('biryani', '&per_page=100'));
    expect(names).not.toContain('Old Biryani Recipe');
    expect(names).not.toContain('Hidden Chicken Biryani');
    expect(names).not.toContain('Retired Chicken Biryani');
  });

  it('searches inside one store with store_id', async () => {
    const inStore = await search('rice', `&store_id=${STORES.grocer.queryId}`);
    expect(productNames(inStore)).toEqual(['Basmati Rice 5kg']);
    expect(storeNames(inStore)).toEqual([STORES.grocer.name]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/app_search?query=rice&store_id=${STORES.hidden.queryId}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('company_not_found');
  });

  it('searches the stores of one industry with industry_id', async () => {
    expect(productNames(await search('rice', '&industry_id=2'))).toEqual(['Basmati Rice 5kg']);
    expect(productNames(await search('rice', '&industry_id=1'))).toEqual(['Egg Fried Rice']);
    expect(storeNames(await search('rice', '&industry_id=1'))).toEqual([STORES.biryani.name]);
    expect(productNames(await search('rice', '&industry_id=3'))).toEqual([]);
  });

  it('pages stores with pagination and products with products_pagination', async () => {
    const first = await search('chicken', '&per_page=1');
    const second = await search('chicken', '&per_page=1&page=2');
    expect(first.products_pagination).toEqual({
      page: 1,
      per_page: 1,
      total_items: 2,
      total_pages: 2,
    });
    expect([...productNames(first), ...productNames(second)].sort()).toEqual([
      'Chicken Biryani Single',
      'Chicken Pulao',
    ]);
    expect(second.merchants).toEqual([]);
    expect(second.pagination).toEqual({ page: 2, per_page: 1, total_items: 1, total_pages: 1 });
    const past = await search('chicken', '&per_page=1&page=7');
    expect(past.products).toEqual([]);
    expect(past.products_pagination.total_items).toBe(2);
  });

  it('answers autocomplete with names only: stores first, at most per_page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/app_search?query=bi&autocomplete=true&per_page=2',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AutocompleteResponse>();
    expect(Object.keys(body)).toEqual(['suggestions']);
    expect(body.suggestions).toEqual([
      {
        kind: 'store',
        name: STORES.biryani.name,
        query_id: STORES.biryani.queryId,
        store_query_id: STORES.biryani.queryId,
      },
      {
        kind: 'product',
        name: 'Beef Biryani Full',
        query_id: 'product-beefBiryani',
        store_query_id: STORES.biryani.queryId,
      },
    ]);
    const scoped = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/app_search?query=mil&autocomplete=1&store_id=${STORES.grocer.queryId}`,
    });
    expect(scoped.json<AutocompleteResponse>().suggestions.map((s) => s.name)).toEqual([
      'Olpers Milk 1L',
      'Nestle Milkpak 250ml',
    ]);
  });

  it.each([
    ["biryani' OR '1'='1", 'query', 'query may hold letters, digits and spaces only.'],
    ['%', 'query', 'query may hold letters, digits and spaces only.'],
    ['chai; drop table products', 'query', 'query may hold letters, digits and spaces only.'],
    ['   ', 'query', 'query must not be empty.'],
    ['a'.repeat(101), 'query', 'query must be at most 100 characters.'],
  ])('answers the query %j with a clear 400', async (query, field, message) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/app_search?query=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message, fields: { [field]: message } },
    });
  });

  it('answers a missing query, a bad page or an oversized page with a clear 400', async () => {
    const cases: [string, string][] = [
      ['', 'query is required.'],
      ['?query=milk&page=0', 'page must be a whole number of at least 1.'],
      ['?query=milk&per_page=500', 'per_page must be a whole number from 1 to 100.'],
      ['?query=milk&autocomplete=maybe', ''],
    ];
    for (const [query, message] of cases) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/users/app_search${query}`,
      });
      expect(response.statusCode).toBe(400);
      if (message)
        expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
  });

  it('keeps SQL and tsquery metacharacters harmless even past the query schema', async () => {
    const run = (query: string) =>
      appSearch(testApp.database.db, { query, page: 1, per_page: 25, autocomplete: false });
    for (const query of ["' OR 1=1 --", "lassi' | 'milk", 'milk:* | !chai', '%_\\', "'' & ''"]) {
      const body = await run(query);
      expect(body.products).toEqual([]);
      expect(body.merchants).toEqual([]);
    }
    expect(productNames(await run('milk:*&!chai'))).toEqual([]);
    expect(productNames(await run("lassi'"))).toEqual(['Sweet Lassi', 'Deal 50% Off Lassi_Jug']);
  });
});
