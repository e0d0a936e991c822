import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries, sessions, users } from '../../db/schema/index.js';
import { hashSessionToken } from '../../http/auth.plugin.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;

async function tokenFor(tradeTypes: string[]): Promise<string> {
  const { db } = testApp.database;
  const [user] = await db
    .insert(users)
    .values({ status: 'active', isGuest: false, tradeTypes })
    .returning();
  const token = randomBytes(32).toString('hex');
  await db.insert(sessions).values({
    userId: user?.id ?? 0,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

async function listSlugs(token?: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/industries',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ industry_types: { slug: string }[] }>().industry_types.map((i) => i.slug);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.database.db.insert(industries).values([
    { id: 3, name: 'Pharmacy', slug: 'pharmacy', position: 3, tradeTypes: ['Retail'] },
    { id: 1, name: 'Food', slug: 'food', position: 1, tradeTypes: ['Retail'] },
    { id: 2, name: 'Grocery', slug: 'grocery', position: 2, tradeTypes: ['Retail', 'Wholesale'] },
    { id: 4, name: 'Bulk Rice', slug: 'bulk-rice', position: 4, tradeTypes: ['Wholesale'] },
    { id: 5, name: 'Closed', slug: 'closed', position: 0, isActive: false },
  ]);
});

afterAll(() => testApp.close());

describe('GET /api/v1/industries', () => {
  it('answers active industries in position order with their icon', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/industries' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ industry_types: unknown[] }>();
    expect(body.industry_types).toHaveLength(4);
    expect(body.industry_types[0]).toEqual({
      id: 1,
      name: 'Food',
      slug: 'food',
      icon_url: '/media/art/industry/food.svg',
      position: 1,
    });
    expect(await listSlugs()).toEqual(['food', 'grocery', 'pharmacy', 'bulk-rice']);
  });

  it('shows a signed-in user only the industries of their trade types', async () => {
    expect(await listSlugs(await tokenFor(['Wholesale']))).toEqual(['grocery', 'bulk-rice']);
    expect(await listSlugs(await tokenFor(['Retail']))).toEqual(['food', 'grocery', 'pharmacy']);
    expect(await listSlugs(await tokenFor([]))).toEqual([
      'food',
      'grocery',
      'pharmacy',
      'bulk-rice',
    ]);
  });
});
