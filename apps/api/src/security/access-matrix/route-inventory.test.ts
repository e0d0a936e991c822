import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { recordRoutes } from '../../test/registered-routes.js';
import { ACCESS_MATRIX, privateEntries } from './access-matrix.js';
import { mergeEntries } from './merge-entries.js';
import { publicRoute } from './access-entry.js';

const MATRIX_FILES = 'apps/api/src/security/access-matrix/*-entries.ts';
const { routes, onRoute } = recordRoutes();
let testApp: TestApp;

// The test configuration registers every route there is: the dev routes come with its dev SMS
// provider, and disk storage serves uploads under the same path a bucket would.
beforeAll(async () => {
  testApp = await buildTestApp({ onRoute });
});
afterAll(() => testApp.close());

describe('the access matrix', () => {
  it('has an entry for every route the app registers', () => {
    const missing = routes.map((route) => route.key).filter((key) => !(key in ACCESS_MATRIX));
    expect(
      missing,
      `routes without an entry: add each to the access matrix (${MATRIX_FILES}), public with its reason or private with its rightful request and refusals`,
    ).toEqual([]);
  });

  it('names no route the app no longer registers', () => {
    const registered = new Set(routes.map((route) => route.key));
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !registered.has(key));
    expect(
      stale,
      `entries of routes that no longer exist: remove them from ${MATRIX_FILES}`,
    ).toEqual([]);
  });

  it('refuses the visitor without a session on every private route', () => {
    const open = privateEntries().filter(([, entry]) => entry.refusals.anonymous === undefined);
    expect(open.map(([key]) => key)).toEqual([]);
  });

  it('never names a rightful actor among the ones its route refuses', () => {
    const contradicted = privateEntries().filter(([, entry]) => entry.rightful in entry.refusals);
    expect(contradicted.map(([key]) => key)).toEqual([]);
  });

  it('is told when a route gets two entries', () => {
    const entry = publicRoute('the app version');
    expect(() => mergeEntries({ 'GET /meta.json': entry }, { 'GET /meta.json': entry })).toThrow(
      'GET /meta.json has two entries in the access matrix',
    );
  });
});
