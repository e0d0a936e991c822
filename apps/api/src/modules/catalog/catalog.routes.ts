import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** companies/* and products/* (SPEC §7), registered under /api/v1. */
export const catalogRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
