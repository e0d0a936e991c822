import { fastifySSE } from '@fastify/sse';
import { errorEnvelopeSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../http/auth.plugin.js';
import {
  createOrderEventStreams,
  DEFAULT_HEARTBEAT_INTERVAL_MS,
  REPLAY_LIMIT,
} from './order-event-streams.js';
import { findOrderStatusEventsAfter, latestOrderStatusEventId } from './order-events.repository.js';
import { entryOfNotification, messageOfEntry } from './order-status-event-entry.js';

export interface OrderEventsRoutesOptions {
  heartbeatIntervalMs?: number;
}

const streamDescription = [
  'Server-Sent Events. First `retry: 3000`; then, when the request has a numeric Last-Event-ID,',
  'the user’s missed status changes after it (oldest first, at most 200); then each new one as',
  '`id: <status event id>`, `event: order_status`, `data: {order_query_id, invoice_query_id,',
  'short_order_id, status, at}`. Comment lines keep the connection open.',
].join(' ');

/** Registered under /api/v1: GET users/orders/events. */
export const orderEventsRoutes: FastifyPluginAsyncZod<OrderEventsRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(fastifySSE, {
    heartbeatInterval: options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS,
  });
  const serve = createOrderEventStreams(app);

  app.get(
    '/users/orders/events',
    {
      sse: 'only',
      schema: {
        tags: ['orders'],
        summary:
          'Live status changes of the signed-in user’s orders as Server-Sent Events, resumable with Last-Event-ID',
        description: streamDescription,
        security: [{ bearerAuth: [] }],
        headers: z.looseObject({ 'last-event-id': z.string().optional() }),
        response: {
          200: {
            description: 'text/event-stream of `order_status` events',
            content: { 'text/event-stream': { schema: z.string().describe(streamDescription) } },
          },
          401: errorEnvelopeSchema,
        },
      },
      preHandler: requireUser,
    },
    (request, reply) => {
      const user = currentUser(request);
      return serve(request, reply, {
        audience: { userId: user.id },
        entryOf: entryOfNotification,
        messageOf: messageOfEntry,
        loadAfter: (afterId) => findOrderStatusEventsAfter(app.db, user.id, afterId, REPLAY_LIMIT),
        latestId: () => latestOrderStatusEventId(app.db, user.id),
      });
    },
  );
};
