import type { RouteOptions } from 'fastify';

/** One route as the app registered it, e.g. `GET /api/v1/users/orders/:orderId`. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** `METHOD url`, the route's name in inventories. */
  key: string;
  options: RouteOptions;
}

/**
 * Records every route the app registers (the HEAD twin Fastify adds to each GET left out):
 * pass `onRoute` to `buildTestApp`, read `routes` once the app is ready.
 */
export function recordRoutes() {
  const routes: RegisteredRoute[] = [];
  const onRoute = (options: RouteOptions) => {
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, key: `${method} ${options.url}`, options });
    }
  };
  return { routes, onRoute };
}
