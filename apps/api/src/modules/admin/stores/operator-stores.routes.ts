import {
  operatorStoreBodySchema,
  operatorStoreParamsSchema,
  operatorStoreResponseSchema,
  operatorStoresQuerySchema,
  operatorStoresResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import {
  ADMIN_ERRORS as errors,
  ADMIN_SECURITY as security,
  ADMIN_TAGS as tags,
} from '../admin-route-docs.js';
import { changeOperatorStore, listOperatorStores } from './operator-stores.service.js';

/** The operator's stores: drafts to onboard and live ones, their commission and publishing. */
export const operatorStoresRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores',
    {
      schema: {
        tags,
        security,
        summary:
          'The stores (operators): drafts and live ones, newest first, 25 a page, with industry, city, commission, products and owners',
        querystring: operatorStoresQuerySchema,
        response: { 200: operatorStoresResponseSchema, ...errors },
      },
    },
    async (request) => listOperatorStores(app.db, currentUser(request), request.query),
  );

  app.patch(
    '/stores/:storeId',
    {
      schema: {
        tags,
        security,
        summary:
          'Sets a store’s commission (percent, 2 decimals; orders placed afterwards use it) and/or publishes or unpublishes it (operators)',
        params: operatorStoreParamsSchema,
        body: operatorStoreBodySchema,
        response: { 200: operatorStoreResponseSchema, ...errors },
      },
    },
    async (request) => ({
      store: await changeOperatorStore(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.body,
      ),
    }),
  );
  return Promise.resolve();
};
