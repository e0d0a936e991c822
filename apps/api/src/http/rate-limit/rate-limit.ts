import fastifyRateLimit from '@fastify/rate-limit';
import { KEYED_SERVER_MESSAGES } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { AppDb } from '../../db/client.js';
import { rateLimited } from '../app-error.js';
import { isRenderCall } from '../server-rendering/in-process-fetch.js';
import { rateLimitStore } from './rate-limit-store.js';
import { databaseCounters, memoryCounters } from './request-counters.js';

const API_PREFIX = '/api/';

/**
 * A per-IP limit on API calls, `max` per minute. The stricter limits of the sign-in and code
 * routes are counted in PostgreSQL, so they hold however many instances serve; the limit of all
 * calls stays in each instance's memory unless `rateLimitShared` is `all` (decision 0013: one
 * upsert per call costs too much, and the proxy in front limits too). The SPA's files and media
 * are not counted: one page load fetches dozens of them. `max` 0 turns every limit off.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimitMax' | 'rateLimitShared'>,
  db: AppDb,
): Promise<void> {
  if (config.rateLimitMax === 0) return;
  const shared = databaseCounters(db);
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    store: rateLimitStore(config.rateLimitShared === 'all' ? shared : memoryCounters(), shared),
    // The reads of a page the server renders: the visitor's own request is the page's.
    allowList: (request) => !request.url.startsWith(API_PREFIX) || isRenderCall(request),
    errorResponseBuilder: (_request, context) =>
      rateLimited(KEYED_SERVER_MESSAGES.rateLimitedFor(context.ttl / 1000)),
  });
}
