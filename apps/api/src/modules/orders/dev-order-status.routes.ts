import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const devOrderStatusRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
