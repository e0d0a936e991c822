import { storeIdParamsSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import {
  orderEventStreamSchema,
  registerOrderEventStreams,
  type OrderEventStreamRoutesOptions,
} from '../../orders/events/order-event-stream-route.js';
import { openStoreEvents } from './store-events.service.js';

const streamDescription = [
  'Server-Sent Events. First `retry: 3000`; then, when the request has a numeric Last-Event-ID,',
  'the store’s missed order events after it (oldest first, at most 200); then each new one as',
  '`id: <status event id>`, `event: order_placed` (a new order) or `order_status` (any other',
  'step), `data: {order_query_id, short_order_id, status, at}`. Comment lines keep the',
  'connection open.',
].join(' ');

/** Registered under /api/v1/merchant: GET stores/{storeId}/events. */
export const merchantEventsRoutes: FastifyPluginAsyncZod<OrderEventStreamRoutesOptions> = async (
  app,
  options,
) => {
  const serve = await registerOrderEventStreams(app, options);

  app.get(
    '/stores/:storeId/events',
    {
      sse: 'only',
      schema: {
        tags: ['merchant'],
        summary:
          'Live order events of the store (new orders and status changes) as Server-Sent Events, resumable with Last-Event-ID',
        params: storeIdParamsSchema,
        ...orderEventStreamSchema({
          description: streamDescription,
          events: '`order_placed` and `order_status` events',
          refusals: [403, 404],
        }),
      },
    },
    async (request, reply) => {
      // Checked before the stream starts: a refusal is a JSON error, not an event stream.
      const spec = await openStoreEvents(app.db, currentUser(request), request.params.storeId);
      await serve(request, reply, spec);
    },
  );
};
