import {
  errorEnvelopeSchema,
  orderIdParamsSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import { keptOrdersJson, sendEncodedJson } from './history-cache/order-history-pages.js';
import { cancelOrder, getOrder } from './orders.service.js';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The signed-in user's orders (guests included): the history tabs, one order, cancelling. */
export const customerOrdersRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/users/orders',
    {
      schema: {
        tags,
        summary:
          'One page of the signed-in user’s orders of a tab (active, past or cancelled), newest first, as summaries (the full invoice comes with GET users/orders/{orderId}); total_items counts the tab',
        security,
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const json = await keptOrdersJson(app.orderHistoryCache, app.db, user, request.query);
      return sendEncodedJson(reply, json);
    },
  );

  app.get(
    '/users/orders/:orderId',
    {
      schema: {
        tags,
        summary:
          'One of the signed-in user’s orders with its status times, executions and placed invoice',
        security,
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      order: await getOrder(app.db, currentUser(request), request.params.orderId, new Date()),
    }),
  );

  app.post(
    '/users/orders/:orderId/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancels the signed-in user’s order while it is pending: its stock and voucher use are given back',
        security,
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      order: await cancelOrder(app.db, currentUser(request), request.params.orderId, new Date()),
    }),
  );
  return Promise.resolve();
};
