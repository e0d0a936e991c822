import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

export const DOCS_PREFIX = '/api/docs';

/**
 * The document's JSON text, made on the first request and then sent as it is. @fastify/swagger
 * builds the document once and keeps its YAML text, but Swagger UI's JSON route hands Fastify
 * the object, which would stringify its ~450 kB again on every request.
 */
function jsonMadeOnce(app: FastifyInstance): RouteHandlerMethod {
  let text: string | undefined;
  return (_request, reply) => {
    text ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(text);
  };
}

/** Swagger UI in a context of its own, so that the JSON route's new handler is its only reach. */
async function docsUi(docs: FastifyInstance): Promise<void> {
  const jsonUrl = `${DOCS_PREFIX}/json`;
  const serveJson = jsonMadeOnce(docs);
  docs.addHook('onRoute', (route) => {
    if (route.url === jsonUrl) route.handler = serveJson;
  });
  await docs.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/** The OpenAPI document generated from the routes' zod schemas, and Swagger UI, at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sauda API', version: config.appVersion },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(docsUi);
}
