import type { AppSearchResponse, AutocompleteResponse } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDatabase(testApp.database.db, { products: 6000 });
});

afterAll(() => testApp.close());

async function search(query: string, extra = '') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/users/app_search?query=${encodeURIComponent(query)}${extra}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AppSearchResponse>();
}

const lowerNames = (body: AppSearchResponse) => body.products.map((p) => p.name.toLowerCase());

describe('search on the demo catalog', () => {
  it('fills the vocabulary from the seeded names', async () => {
    const { rows } = await testApp.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_words WHERE word IN ('biryani', 'chicken', 'milk')`,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('"biryni" finds biryani and the biryani house', async () => {
    const body = await search('biryni');
    expect(body.products.length).toBeGreaterThan(5);
    expect(lowerNames(body).every((name) => name.includes('biryani'))).toBe(true);
    expect(body.merchants[0]?.name).toBe('Karachi Biryani House');
  });

  it('"chiken karahi" finds chicken karahi', async () => {
    const names = lowerNames(await search('chiken karahi'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('chicken') && name.includes('karahi'))).toBe(true);
  });

  it('"doodh" finds milk products, the ones named doodh first', async () => {
    const body = await search('doodh', '&per_page=100');
    const names = lowerNames(body);
    expect(names.some((name) => name.includes('milk'))).toBe(true);
    expect(names.every((name) => name.includes('doodh') || name.includes('milk'))).toBe(true);
    const firstMilkOnly = names.findIndex((name) => !name.includes('doodh'));
    expect(names.slice(firstMilkOnly).some((name) => name.includes('doodh'))).toBe(false);
  });

  it('"anda" finds eggs and "chawal" finds rice, after the dishes named so', async () => {
    const anda = lowerNames(await search('anda', '&per_page=100'));
    expect(anda[0]).toContain('anda');
    expect(anda.some((name) => name.includes('eggs'))).toBe(true);
    const chawal = lowerNames(await search('chawal', '&per_page=100'));
    expect(chawal[0]).toContain('chawal');
    expect(chawal.some((name) => name.includes('rice') && !name.includes('chawal'))).toBe(true);
  });

  it('suggests names as the shopper types', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/app_search?query=bir&autocomplete=true&per_page=8',
    });
    const { suggestions } = response.json<AutocompleteResponse>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatchObject({ kind: 'store', name: 'Karachi Biryani House' });
    expect(suggestions.every((s) => s.name.toLowerCase().includes('bir'))).toBe(true);
  });
});
