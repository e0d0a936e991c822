import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderEventsRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
