import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const merchantOrdersRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
