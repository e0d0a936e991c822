import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const merchantDashboardRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
