import fastifyRateLimit from '@fastify/rate-limit';
import { KEYED_SERVER_MESSAGES } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { rateLimited } from './app-error.js';

const API_PREFIX = '/api/';

/**
 * A per-IP limit on API calls, `max` per minute, in process memory (a shared store is only
 * needed for the tighter per-number limits of sign-in and OTPs). The SPA's files and media are
 * not counted: one page load fetches dozens of them. `max` 0 turns the limit off.
 */
export async function registerRateLimit(app: FastifyInstance, max: number): Promise<void> {
  if (max === 0) return;
  await app.register(fastifyRateLimit, {
    global: true,
    max,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) =>
      rateLimited(KEYED_SERVER_MESSAGES.rateLimitedFor(context.ttl / 1000)),
  });
}
