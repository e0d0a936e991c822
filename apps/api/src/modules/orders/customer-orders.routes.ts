import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const customerOrdersRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
