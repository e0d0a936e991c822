import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** users/* account routes (SPEC §7), registered under /api/v1. */
export const usersRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
