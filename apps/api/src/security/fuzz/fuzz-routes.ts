import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../test/registered-routes.js';
import { hasPostgres } from '../../test/test-database.js';
import { ACCESS_MATRIX } from '../access-matrix/access-matrix.js';
import { expectContractAnswer } from './answer-contract.js';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import { SESSION_ENDING, routesOfArea, type FuzzArea } from './route-areas.js';
import { isEventStream, requestArbitrary, type FuzzRequest } from './route-request.js';
import { sendRequest } from './send-request.js';

/** Generated requests per route. */
export const RUNS_PER_ROUTE = 1000;

/** The same cases on every run, so a failure in CI is one that reproduces. */
function seedOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body?.payload;
  const shown = typeof body === 'string' ? body.slice(0, 300) : body ? '[multipart]' : '';
  return `${request.actor}: ${request.method} ${request.url.slice(0, 300)} ${shown}`;
}

export interface FuzzTally {
  cases: number;
  /** Requests that got past auth, parsing and the schema to the route's handler. */
  pastTheEdge: number;
}

export async function fuzzRoute(world: FuzzWorld, route: RegisteredRoute): Promise<FuzzTally> {
  const tally = { cases: 0, pastTheEdge: 0 };
  const handlerCallsBefore = world.handlerCalls();
  const options = {
    eventStream: isEventStream(route),
    freshSession: SESSION_ENDING.has(route.key),
  };
  await world.renewSessions();
  await fc.assert(
    fc.asyncProperty(requestArbitrary(route, world), async (request) => {
      tally.cases += 1;
      const answer = await sendRequest(world, request, options);
      expectContractAnswer(answer, describeRequest(request));
    }),
    { numRuns: RUNS_PER_ROUTE, seed: seedOf(route.key) },
  );
  tally.pastTheEdge = world.handlerCalls() - handlerCallsBefore;
  return tally;
}

/**
 * The area's route names, known before any app is built so that each route gets a test of its
 * own: the access matrix names every route the app registers (its inventory test fails
 * otherwise), and the area's first test checks these names against the app's routes.
 */
function areaRouteKeys(area: FuzzArea): string[] {
  const named = Object.keys(ACCESS_MATRIX).map((key) => ({
    key,
    url: key.slice(key.indexOf(' ') + 1),
  }));
  return routesOfArea(named, area).map((route) => route.key);
}

/**
 * Fuzzes every route of the area on an app of its own: 1,000 generated requests each, every
 * answer keeps the contract, and some get past the edge to the handler. Once, on PostgreSQL
 * (the test run's PostgreSQL pass): the edge does not depend on the database, and a second pass
 * on PGlite would cost minutes of CI for the same requests.
 */
export function describeAreaFuzz(area: FuzzArea): void {
  const keys = areaRouteKeys(area);
  let world: FuzzWorld | undefined;

  function built(): FuzzWorld {
    if (!world) throw new Error('the fuzz world is only built in beforeAll');
    return world;
  }
  function registered(key: string): RegisteredRoute {
    const route = built().routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`the app registers no ${key}`);
    return route;
  }

  describe.skipIf(!hasPostgres)(
    `bad input to the ${area} routes gets a clear error (PostgreSQL only)`,
    () => {
      beforeAll(async () => {
        world = await buildFuzzWorld();
      });
      afterAll(() => world?.close());

      it('has routes to fuzz: those of its area that the app registers', () => {
        expect(keys.length).toBeGreaterThan(0);
        const ofApp = routesOfArea(built().routes, area);
        expect(new Set(ofApp.map((route) => route.key))).toEqual(new Set(keys));
      });
      for (const key of keys) {
        it(
          key,
          async () => {
            const tally = await fuzzRoute(built(), registered(key));
            expect(tally.cases).toBe(RUNS_PER_ROUTE);
            expect(tally.pastTheEdge, 'requests that reached the handler').toBeGreaterThan(0);
          },
          600_000,
        );
      }
    },
  );
}
