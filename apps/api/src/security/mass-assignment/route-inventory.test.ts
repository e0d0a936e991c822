import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { recordRoutes } from '../../test/registered-routes.js';
import { EVERY_CASE } from './mass-assignment-cases.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const recorded = recordRoutes();
let testApp: TestApp | undefined;

beforeAll(async () => {
  testApp = await buildTestApp({ onRoute: recorded.onRoute });
});
afterAll(() => testApp?.close());

/** Every write route the app registers, as `METHOD url`. */
function writeRoutes(): string[] {
  return recorded.routes.filter((route) => WRITE_METHODS.has(route.method)).map((r) => r.key);
}

describe('the mass-assignment table covers every write route', () => {
  it('has a case for each write route the app registers', () => {
    const covered = new Set(EVERY_CASE.map((testCase) => testCase.route));
    const uncovered = writeRoutes().filter((key) => !covered.has(key));
    expect(uncovered, 'write routes without a mass-assignment case').toEqual([]);
  });

  it('names only routes the app still registers', () => {
    const registered = new Set(writeRoutes());
    const gone = EVERY_CASE.filter((testCase) => !registered.has(testCase.route));
    expect(
      gone.map((testCase) => testCase.route),
      'cases of routes that are gone',
    ).toEqual([]);
  });

  it('runs each route once per actor, so every case has a name of its own', () => {
    const names = EVERY_CASE.map((testCase) => `${testCase.route} as ${testCase.actor}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
