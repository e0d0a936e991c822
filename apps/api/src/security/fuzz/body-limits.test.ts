import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../test/registered-routes.js';
import { expectContractAnswer } from './answer-contract.js';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import { NOT_FUZZED } from './route-areas.js';
import { routeActor } from './route-request.js';
import { sendRequest } from './send-request.js';

// Built once at load: the routes to test are known only once the app has registered them.
const world: FuzzWorld = await buildFuzzWorld();
const bodyRoutes = world.routes.filter(
  (route) => route.method !== 'GET' && !(route.key in NOT_FUZZED),
);

beforeAll(() => world.renewSessions());
afterAll(() => world.close());

/** The route's path with values that exist, so that the body is what gets refused. */
function urlOf(route: RegisteredRoute): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = world.known(name)?.[0];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : 'x';
  });
}

function send(route: RegisteredRoute, payload: string) {
  const request = {
    actor: routeActor(route),
    method: route.method,
    url: urlOf(route),
    body: { payload, contentType: 'application/json' },
  };
  return sendRequest(world, request);
}

const limit = world.testApp.config.bodyLimitBytes;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const longArray = (items: number) => `[${'{},'.repeat(items - 1)}{}]`;

/** A route that reads a body (always an object) refuses an array; one that reads none may not. */
const refusedWhereRead = (status: number, readsBody: boolean) =>
  readsBody ? status >= 400 && status < 500 : status < 500;

const HOSTILE_BODIES: [string, string, (status: number, readsBody: boolean) => boolean][] = [
  ['one byte above the body limit', `"${'x'.repeat(limit)}"`, (status) => status === 413],
  ['arrays nested 10,000 deep', nestedArrays(10_000), refusedWhereRead],
  // An unknown field is dropped, so a route whose fields are all optional may take it.
  ['objects nested 10,000 deep', nestedObjects(10_000), (status) => status < 500],
  ['arrays nested 200,000 deep', nestedArrays(200_000), refusedWhereRead],
  ['an array of 200,000 objects', longArray(200_000), refusedWhereRead],
];

function readsBody(route: RegisteredRoute): boolean {
  const schema = route.options.schema as { body?: unknown; consumes?: unknown } | undefined;
  return Boolean(schema?.body ?? schema?.consumes);
}

describe('bodies too large, too deep or too long get a clean refusal on every route', () => {
  it('has routes that take a body', () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
  });

  for (const [what, payload, statusFits] of HOSTILE_BODIES) {
    it(
      what,
      async () => {
        for (const route of bodyRoutes) {
          const answer = await send(route, payload);
          expectContractAnswer(answer, `${route.key} with ${what}`);
          const fits = statusFits(answer.statusCode, readsBody(route));
          expect(fits, `${route.key} → ${answer.statusCode}`).toBe(true);
        }
      },
      120_000,
    );
  }
});
