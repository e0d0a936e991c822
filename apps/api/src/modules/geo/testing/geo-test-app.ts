import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import { registerErrorHandler } from '../../../http/error-handler.js';
import { testConfig } from '../../../test/build-test-app.js';
import type { Geocoder } from '../geocoder.js';
import { geoRoutes } from '../geo.routes.js';

/**
 * The geo routes alone, with the app's validation and error envelope and a chosen geocoder:
 * they need no database, so their tests need none either.
 */
export async function buildGeoTestApp(
  geocoder: Geocoder,
  env: NodeJS.ProcessEnv = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate<Config>('config', testConfig(env));
  await app.register(geoRoutes, { prefix: '/api/v1', geocoder });
  await app.ready();
  return app;
}
