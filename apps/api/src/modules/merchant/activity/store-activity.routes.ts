import {
  storeActivityQuerySchema,
  storeActivityResponseSchema,
  storeIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../merchant-route-docs.js';
import { readStoreActivity } from './store-activity.service.js';

/** The store's activity log (owners): who accepted, cancelled, repriced, restocked, invited. */
export const merchantActivityRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores/:storeId/activity',
    {
      schema: {
        tags,
        summary:
          'The store’s activity log, newest first, 50 a page, optionally one action: who did what, as they were then',
        security,
        params: storeIdParamsSchema,
        querystring: storeActivityQuerySchema,
        response: { 200: storeActivityResponseSchema, ...errors },
      },
    },
    (request) =>
      readStoreActivity(app.db, currentUser(request), request.params.storeId, request.query),
  );
  return Promise.resolve();
};
