import {
  appSearchQuerySchema,
  appSearchResponseSchema,
  autocompleteResponseSchema,
  errorEnvelopeSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJson, sendJson } from '../catalog/cached-json.js';
import { appSearch, autocomplete } from './search.service.js';

/** users/app_search (SPEC §7), registered under /api/v1. Public: no session needed. */
export const searchRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/users/app_search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search stores and products (full text with Roman-Urdu synonyms and typo tolerance); autocomplete=true answers names only',
        querystring: appSearchQuerySchema,
        response: {
          200: z.union([appSearchResponseSchema, autocompleteResponseSchema]),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const text = query.autocomplete
        ? await cachedJson(app.db, ['autocomplete', query], autocompleteResponseSchema, () =>
            autocomplete(app.db, query),
          )
        : await cachedJson(app.db, ['search', query], appSearchResponseSchema, () =>
            appSearch(app.db, query),
          );
      return sendJson(reply, text);
    },
  );
  return Promise.resolve();
};
