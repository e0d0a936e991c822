import type { RegisteredRoute } from '../../test/registered-routes.js';

/**
 * The fuzz files, one per area, so that Vitest runs them side by side. Each fuzzes every route
 * of its area that the app registers: a new route is fuzzed by the file of its area once the
 * access matrix names it, as it must; the last area takes whatever the others do not.
 */
export const FUZZ_AREAS = [
  {
    name: 'merchant-catalog',
    holds: /^\/api\/v1\/merchant\/stores\/:storeId\/(products|vouchers)/,
  },
  { name: 'merchant', holds: /^\/api\/v1\/merchant\// },
  { name: 'admin', holds: /^\/api\/v1\/admin\// },
  {
    name: 'shopper',
    holds:
      /^\/api\/v1\/(invoices|users\/orders|users\/\w+_address|users\/:userId\/vouchers|dev\/orders)/,
  },
  { name: 'account', holds: /^\/api\/v1\/(users|dev)\b/ },
  { name: 'public', holds: /^/ },
] as const;

export type FuzzArea = (typeof FUZZ_AREAS)[number]['name'];

/** Routes no fuzz file sends generated requests to, each with the reason. */
export const NOT_FUZZED: Readonly<Record<string, string>> = {};

/** A route by its name and path: one the app registered, or one the access matrix names. */
type NamedRoute = Pick<RegisteredRoute, 'key' | 'url'>;

/** Routes that may end the session they are called with: each request gets a session of its own. */
export const SESSION_ENDING: ReadonlySet<string> = new Set(['POST /api/v1/users/logout']);

export function areaOf(route: NamedRoute): FuzzArea {
  const area = FUZZ_AREAS.find(({ holds }) => holds.test(route.url));
  if (!area) throw new Error(`no fuzz area holds ${route.key}`);
  return area.name;
}

/** The routes the area's file fuzzes, in the order given. */
export function routesOfArea<R extends NamedRoute>(routes: readonly R[], area: FuzzArea): R[] {
  return routes.filter((route) => areaOf(route) === area && !(route.key in NOT_FUZZED));
}
