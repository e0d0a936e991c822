import { globalConfigurationsResponseSchema, metaResponseSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getGlobalConfigurations } from './config.service.js';

/** Registered under /api/v1. */
export const configRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/global_configurations',
    {
      schema: {
        tags: ['config'],
        summary: 'Global settings such as delivery_fee (money in rupees)',
        response: { 200: globalConfigurationsResponseSchema },
      },
    },
    async () => ({ configurations: await getGlobalConfigurations(app.db) }),
  );

  app.get(
    '/hello',
    {
      schema: {
        tags: ['config'],
        summary: 'Baseline route for load benchmarks (no database)',
        response: { 200: z.object({ hello: z.literal('world') }) },
      },
    },
    () => ({ hello: 'world' as const }),
  );
  return Promise.resolve();
};

/** Registered at the root: the SPA polls it to notice a new deploy. */
export const metaRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/meta.json',
    { schema: { tags: ['config'], summary: 'App version', response: { 200: metaResponseSchema } } },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: app.config.appVersion };
    },
  );
  return Promise.resolve();
};
