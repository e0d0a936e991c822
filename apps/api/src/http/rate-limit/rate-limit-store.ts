import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RequestCounters } from './request-counters.js';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The plugin hands `child` its merged settings, the route itself under `routeInfo`. */
function routeName(options: RouteOptions): string {
  const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
  const method = routeInfo?.method ?? options.method;
  const url = routeInfo?.url ?? options.url;
  return `${Array.isArray(method) ? method.join(',') : method} ${url}`;
}

/**
 * A store for @fastify/rate-limit: the plugin's global limit counts with `global`, every route
 * with a limit of its own (the sign-in and code routes) with `routes`, under the route's name.
 */
export function rateLimitStore(
  global: RequestCounters,
  routes: RequestCounters,
): FastifyRateLimitStoreCtor {
  class CountingStore implements FastifyRateLimitStore {
    private readonly counters: RequestCounters;
    private readonly prefix: string;

    /** The plugin builds the global store with its settings; `child` passes a route's scope. */
    constructor(_settings?: unknown, scope?: { counters: RequestCounters; prefix: string }) {
      this.counters = scope?.counters ?? global;
      this.prefix = scope?.prefix ?? 'all:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      this.counters.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new CountingStore(undefined, {
        counters: routes,
        prefix: `${routeName(routeOptions)}:`,
      });
    }
  }
  return CountingStore;
}
