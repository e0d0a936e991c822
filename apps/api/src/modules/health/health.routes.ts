import { errorEnvelopeSchema, healthResponseSchema, readinessResponseSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { probeLogLevel } from '../../http/probe-log-level.js';
import { checkReadiness } from './health.service.js';

/**
 * Probes, asked every few seconds by the load balancer and the orchestrator: neither counts
 * toward the rate limit nor writes a log line per call (failures still log at warn).
 */
export const healthRoutes: FastifyPluginAsyncZod = (app) => {
  const probeOptions = {
    logLevel: probeLogLevel(app.config.logLevel),
    config: { rateLimit: false },
  } as const;

  app.get(
    '/health',
    {
      ...probeOptions,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: healthResponseSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.kind, version: app.config.appVersion };
    },
  );

  app.get(
    '/health/ready',
    {
      ...probeOptions,
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and every bundled migration is applied',
        response: { 200: readinessResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkReadiness(app.database, request.log);
    },
  );
  return Promise.resolve();
};
