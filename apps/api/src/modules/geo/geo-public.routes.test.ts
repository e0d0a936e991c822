import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  geoPlacesResponseSchema,
  geoReverseResponseSchema,
  geoSearchResponseSchema,
  mapSettingsResponseSchema,
} from '@sauda/domain';
import { sessions, users } from '../../db/schema/index.js';
import { hashSessionToken } from '../../http/auth.plugin.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;
let token: string;

async function signedInToken(): Promise<string> {
  const { db } = testApp.database;
  const [user] = await db.insert(users).values({ status: 'active', isGuest: false }).returning();
  const secret = randomBytes(32).toString('hex');
  await db.insert(sessions).values({
    userId: user?.id ?? 0,
    tokenHash: hashSessionToken(secret),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return secret;
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  token = await signedInToken();
});

afterAll(() => testApp.close());

const ROUTES = [
  { url: '/api/v1/geo/search?query=clifton', schema: geoSearchResponseSchema },
  { url: '/api/v1/geo/reverse?lat=24.8138&long=67.03', schema: geoReverseResponseSchema },
  {
    url: '/api/v1/geo/places?south=24.79&west=67.0&north=24.85&east=67.08',
    schema: geoPlacesResponseSchema,
  },
  { url: '/api/v1/geo/map', schema: mapSettingsResponseSchema },
] as const;

describe('the geo routes in the whole app, on the bundled gazetteer', () => {
  for (const { url, schema } of ROUTES) {
    it(`${url} answers without a session, with one and with a stale token`, async () => {
      for (const authorization of [undefined, `Bearer ${token}`, 'Bearer stale-token']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        schema.parse(response.json());
      }
    });
  }

  it('finds Clifton and names a pin in Clifton from the bundled places', async () => {
    const search = await testApp.app.inject({ method: 'GET', url: ROUTES[0].url });
    const { places } = geoSearchResponseSchema.parse(search.json());
    expect(places.length).toBeGreaterThan(0);
    expect(places[0]?.name).toMatch(/clifton/i);
    expect(places[0]?.city).toBe('Karachi');

    const reverse = await testApp.app.inject({ method: 'GET', url: ROUTES[1].url });
    const { location } = geoReverseResponseSchema.parse(reverse.json());
    expect(location.city).toBe('Karachi');
    expect(location.formatted_address).toContain('Karachi');
  });

  it('lists the geo routes in the OpenAPI document under the geo tag', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    for (const path of [
      '/api/v1/geo/search',
      '/api/v1/geo/reverse',
      '/api/v1/geo/places',
      '/api/v1/geo/map',
    ]) {
      expect(document.paths[path]?.get?.tags).toEqual(['geo']);
    }
  });
});
