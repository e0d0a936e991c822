import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../http/auth.plugin.js';
import {
  orderEventStreamSchema,
  registerOrderEventStreams,
  type OrderEventStreamRoutesOptions,
} from './order-event-stream-route.js';
import { REPLAY_LIMIT } from './order-event-streams.js';
import { findOrderNotificationsAfter, latestOrderEventId } from './order-events.repository.js';
import { entryOfNotification, messageOfEntry } from './order-status-event-entry.js';

const streamDescription = [
  'Server-Sent Events. First `retry: 3000`; then, when the request has a numeric Last-Event-ID,',
  'the user’s missed status changes after it (oldest first, at most 200); then each new one as',
  '`id: <status event id>`, `event: order_status`, `data: {order_query_id, invoice_query_id,',
  'short_order_id, status, at}`. Comment lines keep the connection open.',
].join(' ');

/** Registered under /api/v1: GET users/orders/events. */
export const orderEventsRoutes: FastifyPluginAsyncZod<OrderEventStreamRoutesOptions> = async (
  app,
  options,
) => {
  const serve = await registerOrderEventStreams(app, options);

  app.get(
    '/users/orders/events',
    {
      sse: 'only',
      schema: {
        tags: ['orders'],
        summary:
          'Live status changes of the signed-in user’s orders as Server-Sent Events, resumable with Last-Event-ID',
        ...orderEventStreamSchema({
          description: streamDescription,
          events: '`order_status` events',
        }),
      },
      preHandler: requireUser,
    },
    (request, reply) => {
      const audience = { userId: currentUser(request).id };
      return serve(request, reply, {
        audience,
        entryOf: entryOfNotification,
        messageOf: messageOfEntry,
        loadAfter: async (afterId) =>
          (await findOrderNotificationsAfter(app.db, audience, afterId, REPLAY_LIMIT)).map(
            entryOfNotification,
          ),
        latestId: () => latestOrderEventId(app.db, audience),
      });
    },
  );
};
