import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The maps service: geo/search, geo/reverse, geo/places, geo/map (DESIGN §3). */
export const geoRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
