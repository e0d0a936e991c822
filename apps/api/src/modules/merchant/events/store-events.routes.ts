import { fastifySSE } from '@fastify/sse';
import { errorEnvelopeSchema, storeIdParamsSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../http/auth.plugin.js';
import {
  createOrderEventStreams,
  DEFAULT_HEARTBEAT_INTERVAL_MS,
} from '../../orders/events/order-event-streams.js';
import { openStoreEvents } from './store-events.service.js';

export interface StoreEventsRoutesOptions {
  heartbeatIntervalMs?: number;
}

const streamDescription = [
  'Server-Sent Events. First `retry: 3000`; then, when the request has a numeric Last-Event-ID,',
  'the store’s missed order events after it (oldest first, at most 200); then each new one as',
  '`id: <status event id>`, `event: order_placed` (a new order) or `order_status` (any other',
  'step), `data: {order_query_id, short_order_id, status, at}`. Comment lines keep the',
  'connection open.',
].join(' ');

/** Registered under /api/v1/merchant: GET stores/{storeId}/events. */
export const merchantEventsRoutes: FastifyPluginAsyncZod<StoreEventsRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(fastifySSE, {
    heartbeatInterval: options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS,
  });
  const serve = createOrderEventStreams(app);

  app.get(
    '/stores/:storeId/events',
    {
      sse: 'only',
      schema: {
        tags: ['merchant'],
        summary:
          'Live order events of the store (new orders and status changes) as Server-Sent Events, resumable with Last-Event-ID',
        description: streamDescription,
        security: [{ bearerAuth: [] }],
        params: storeIdParamsSchema,
        headers: z.looseObject({ 'last-event-id': z.string().optional() }),
        response: {
          200: {
            description: 'text/event-stream of `order_placed` and `order_status` events',
            content: { 'text/event-stream': { schema: z.string().describe(streamDescription) } },
          },
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // Checked before the stream starts: a refusal is a JSON error, not an event stream.
      const spec = await openStoreEvents(app.db, currentUser(request), request.params.storeId);
      await serve(request, reply, spec);
    },
  );
};
