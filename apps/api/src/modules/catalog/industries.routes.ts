import { industriesResponseSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IndustryCatalog } from './industries.service.js';

/** Registered under /api/v1, with the app's one industry catalog (services.ts). */
export const industriesRoutes: FastifyPluginAsyncZod<{ catalog: IndustryCatalog }> = (
  app,
  { catalog },
) => {
  app.get(
    '/industries',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active industries in display order, filtered by the user’s trade types',
        response: { 200: industriesResponseSchema },
      },
    },
    async (request) => {
      const viewer = request.user ? { tradeTypes: request.user.tradeTypes } : null;
      return { industry_types: await catalog.listIndustries(viewer) };
    },
  );
  return Promise.resolve();
};
