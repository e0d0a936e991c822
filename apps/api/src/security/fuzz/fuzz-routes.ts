import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../test/registered-routes.js';
import { hasPostgres } from '../../test/test-database.js';
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
 * Fuzzes every route of the area on an app of its own: 1,000 generated requests each, every
 * answer keeps the contract, and some get past the edge to the handler. Once, on PostgreSQL
 * (the test run's PostgreSQL pass): the edge does not depend on the database, and a second pass
 * on PGlite would cost minutes of CI for the same requests.
 */
export async function describeAreaFuzz(area: FuzzArea): Promise<void> {
  if (!hasPostgres) {
    describe.skip(`bad input to the ${area} routes (fuzzed in the PostgreSQL pass)`, () => {
      it('is fuzzed on PostgreSQL', () => undefined);
    });
    return;
  }
  const world = await buildFuzzWorld();
  afterAll(() => world.close());
  const routes = routesOfArea(world.routes, area);
  describe(`bad input to the ${area} routes gets a clear error`, () => {
    it('has routes to fuzz', () => {
      expect(routes.length).toBeGreaterThan(0);
    });
    for (const route of routes) {
      it(
        route.key,
        async () => {
          const tally = await fuzzRoute(world, route);
          expect(tally.cases).toBe(RUNS_PER_ROUTE);
          expect(tally.pastTheEdge, 'requests that reached the handler').toBeGreaterThan(0);
        },
        600_000,
      );
    }
  });
}
