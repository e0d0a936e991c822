import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const merchantStoresRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
