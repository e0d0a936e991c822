import {
  merchantOrderResponseSchema,
  merchantOrdersQuerySchema,
  merchantOrdersResponseSchema,
  merchantTransitionBodySchema,
  storeIdParamsSchema,
  storeOrderParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import { getStoreOrder, listStoreOrdersPage, moveStoreOrder } from './merchant-orders.service.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../merchant-route-docs.js';

/** The store's order queue: the list, one order, and moving an order a step. */
export const merchantOrdersRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores/:storeId/orders',
    {
      schema: {
        tags,
        summary:
          'One page of the store’s orders, newest first: by status (or every active one) and by order number, customer name or phone',
        security,
        params: storeIdParamsSchema,
        querystring: merchantOrdersQuerySchema,
        response: { 200: merchantOrdersResponseSchema, ...errors },
      },
    },
    (request) =>
      listStoreOrdersPage(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.query,
        new Date(),
      ),
  );

  app.get(
    '/stores/:storeId/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'One of the store’s orders with its customer and delivery address',
        security,
        params: storeOrderParamsSchema,
        response: { 200: merchantOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      order: await getStoreOrder(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.orderId,
        new Date(),
      ),
    }),
  );

  app.post(
    '/stores/:storeId/orders/:orderId/status',
    {
      schema: {
        tags,
        summary:
          'Moves the store’s order one step: accept with a preparation time, dispatch, deliver with the shopper’s handover code, or cancel with a reason',
        security,
        params: storeOrderParamsSchema,
        body: merchantTransitionBodySchema,
        response: { 200: merchantOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      order: await moveStoreOrder(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.orderId,
        request.body,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
