import type { FastifyRequest } from 'fastify';

/** The SPA build's hashed files: one series for all of them, not one per file. */
const ASSETS_PREFIX = '/assets/';

/**
 * The route's pattern as registered (`/api/v1/stores/:storeQueryId`), so that ids never become
 * series of their own; `unmatched` for what no route matched (404s and the SPA's pages).
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  return pattern.startsWith(ASSETS_PREFIX) ? `${ASSETS_PREFIX}*` : pattern;
}

/** `2xx`, `3xx`, `4xx`, `5xx`. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
