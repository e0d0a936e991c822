import { fastifySSE } from '@fastify/sse';
import { errorEnvelopeSchema } from '@sauda/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../http/auth.plugin.js';
import { parseLastEventId } from './last-event-id.js';
import { createOrderEventsHub, databaseOrderEventsSource } from './order-events-hub.js';
import { findOrderStatusEventsAfter, latestOrderStatusEventId } from './order-events.repository.js';
import { OrderEventsStream } from './order-events-stream.js';
import { entryOfNotification } from './order-status-event-entry.js';
import type { BackoffOptions } from './reconnect-backoff.js';

/** Proxies close a silent connection after about a minute; a comment now and then keeps it. */
export const DEFAULT_HEARTBEAT_INTERVAL_MS = 15_000;
/** How long a browser waits before it reconnects a dropped stream. */
export const RECONNECT_HINT_MS = 3_000;
/** The most events one reconnection replays. */
export const REPLAY_LIMIT = 200;

export interface OrderEventsRoutesOptions {
  heartbeatIntervalMs?: number;
  /** Waits between tries to listen again after the database connection drops. */
  reconnectBackoff?: BackoffOptions;
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
  const sourceFor = databaseOrderEventsSource(
    app.database,
    app.log,
    options.reconnectBackoff ? { backoff: options.reconnectBackoff } : {},
  );
  const hub = createOrderEventsHub(sourceFor, app.log);
  const open = new Set<FastifyReply['sse']>();

  // Open streams never end on their own: end them so the server can stop.
  app.addHook('preClose', (done) => {
    for (const sse of [...open]) sse.close();
    done();
  });
  app.addHook('onClose', () => hub.close());

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
    async (request, reply) => {
      const user = currentUser(request);
      const sse = reply.sse;
      const stream = new OrderEventsStream(
        {
          send: (message) => sse.send(message),
          loadAfter: (afterId) =>
            findOrderStatusEventsAfter(app.db, user.id, afterId, REPLAY_LIMIT),
          latestId: () => latestOrderStatusEventId(app.db, user.id),
          onError: (error) => {
            request.log.error({ err: error }, 'order events stream failed');
            sse.close();
          },
        },
        parseLastEventId(request.headers['last-event-id']),
      );
      // Subscribed before anything is read or sent: a failure here still answers a JSON 500.
      const unsubscribe = await hub.subscribe(user.id, {
        event: (notification) => stream.live(entryOfNotification(notification)),
        missed: () => stream.missed(),
      });
      const finish = () => {
        stream.stop();
        unsubscribe();
        open.delete(sse);
      };
      sse.keepAlive();
      sse.onClose(finish);
      open.add(sse);
      if (!sse.isConnected) return finish();
      await sse.send({ data: undefined, retry: RECONNECT_HINT_MS });
      await stream.begin();
    },
  );
};
