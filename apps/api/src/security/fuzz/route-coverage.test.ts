import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { recordRoutes } from '../../test/registered-routes.js';
import { FUZZ_AREAS, NOT_FUZZED, areaOf, routesOfArea } from './route-areas.js';

const { routes, onRoute } = recordRoutes();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ onRoute });
});

afterAll(() => testApp.close());

describe('every route the app registers is fuzzed', () => {
  it('by the file of its area, or is listed as not fuzzed with a reason', () => {
    const fuzzed = FUZZ_AREAS.flatMap(({ name }) => routesOfArea(routes, name));
    const excluded = routes.filter((route) => route.key in NOT_FUZZED);
    expect(fuzzed.length + excluded.length).toBe(routes.length);
    expect(new Set(fuzzed.map((route) => route.key)).size).toBe(fuzzed.length);
    for (const route of routes) expect(FUZZ_AREAS.map((a) => a.name)).toContain(areaOf(route));
  });

  it('lists as not fuzzed only routes that exist, each with its reason', () => {
    const keys = routes.map((route) => route.key);
    for (const [key, reason] of Object.entries(NOT_FUZZED)) {
      expect(keys).toContain(key);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('has a fuzz file for every area, and every area has routes', async () => {
    const files = await readdir(new URL('.', import.meta.url));
    for (const { name } of FUZZ_AREAS) {
      expect(files).toContain(`fuzz-${name}.test.ts`);
      expect(routesOfArea(routes, name).length, name).toBeGreaterThan(0);
    }
  });
});
