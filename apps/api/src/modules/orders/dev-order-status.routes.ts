import {
  errorEnvelopeSchema,
  orderIdParamsSchema,
  orderResponseSchema,
  orderTransitionBodySchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveOrderAsStore } from './order-console.service.js';

/**
 * POST dev/orders/{id}/status: the demo console. Registered only in local mode (the dev SMS
 * provider), like dev/outbox; browser tests and the README demo move orders with it.
 */
export const devOrderStatusRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/dev/orders/:orderId/status',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Local mode only (absent with a real SMS gateway): moves an order as its store would; delivered needs the handover code',
        params: orderIdParamsSchema,
        body: orderTransitionBodySchema,
        response: { 200: orderResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      order: await moveOrderAsStore(app.db, request.params.orderId, request.body, new Date()),
    }),
  );
  return Promise.resolve();
};
