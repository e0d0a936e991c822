import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes `pathname` matches, in parallel, and puts them in place:
 * the router then starts ready instead of showing its fallback, which is what hydrating a
 * pre-rendered page needs (the same tree the server rendered) and saves a first-visit flash.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
