import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** users/app_search (SPEC §7), registered under /api/v1. */
export const searchRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
