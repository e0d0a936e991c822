import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const merchantEventsRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
