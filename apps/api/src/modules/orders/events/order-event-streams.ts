import type { SSEMessage, SSEReplyInterface } from '@fastify/sse';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderNotification } from '../order-notification.js';
import { parseLastEventId } from './last-event-id.js';
import type { OrderEventsAudience } from './order-events-fan-out.js';
import { OrderEventsStream, type StreamEntry } from './order-events-stream.js';

/** Proxies close a silent connection after about a minute; a comment now and then keeps it. */
export const DEFAULT_HEARTBEAT_INTERVAL_MS = 15_000;
/** How long a browser waits before it reconnects a dropped stream. */
export const RECONNECT_HINT_MS = 3_000;
/**
 * At shutdown, how long browsers wait before reconnecting (through the load balancer, to an
 * instance that stays), spread so that they do not all come back at the same moment.
 */
export function shutdownReconnectHintMs(random: () => number = Math.random): number {
  return RECONNECT_HINT_MS + Math.floor(random() * RECONNECT_HINT_MS);
}
/** The most events one reconnection replays. */
export const REPLAY_LIMIT = 200;

/** What differs between the shopper's and the store's streams. */
export interface OrderEventStreamSpec<Entry extends StreamEntry> {
  audience: OrderEventsAudience;
  /** Whose stream it is, when it ends as the viewer leaves the audience (a removed member). */
  viewerId?: number;
  /** A live notification as this stream's entry. */
  entryOf(notification: OrderNotification): Entry;
  messageOf(entry: Entry): SSEMessage;
  /** The audience's stored events after this id, oldest first, at most REPLAY_LIMIT. */
  loadAfter(afterId: number): Promise<Entry[]>;
  /** The audience's newest stored event id; 0 for none. */
  latestId(): Promise<number>;
}

export type ServeOrderEvents = <Entry extends StreamEntry>(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: OrderEventStreamSpec<Entry>,
) => Promise<void>;

/**
 * The streams of one route plugin: each subscribes to the instance's hub, sends the `retry:`
 * hint, replays after Last-Event-ID, then goes live. Open streams never end on their own, so
 * they are ended when the server closes, each with a last `retry:` hint.
 */
export function createOrderEventStreams(app: FastifyInstance): ServeOrderEvents {
  const open = new Set<SSEReplyInterface>();
  app.addHook('preClose', (done) => {
    for (const sse of [...open]) {
      // Written before the end (send writes at once); a stream already gone just ends.
      sse.send({ data: undefined, retry: shutdownReconnectHintMs() }).catch(() => undefined);
      sse.close();
    }
    done();
  });

  return async function serve<Entry extends StreamEntry>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: OrderEventStreamSpec<Entry>,
  ): Promise<void> {
    const sse = reply.sse;
    const stream = new OrderEventsStream<Entry>(
      {
        send: (entry) => sse.send(spec.messageOf(entry)),
        loadAfter: (afterId) => spec.loadAfter(afterId),
        latestId: () => spec.latestId(),
        onError: (error) => {
          request.log.error({ err: error }, 'order events stream failed');
          sse.close();
        },
      },
      parseLastEventId(request.headers['last-event-id']),
    );
    // Subscribed before anything is read or sent: a failure here still answers a JSON 500.
    const unsubscribe = await app.orderEventsHub.subscribe(spec.audience, {
      event: (notification) => stream.live(spec.entryOf(notification)),
      missed: () => stream.missed(),
      revoked: (userId) => {
        if (userId === spec.viewerId) sse.close();
      },
    });
    const closed = app.metrics.eventStreamOpened('userId' in spec.audience ? 'shopper' : 'store');
    const finish = () => {
      stream.stop();
      unsubscribe();
      open.delete(sse);
      closed();
    };
    sse.keepAlive();
    sse.onClose(finish);
    open.add(sse);
    if (!sse.isConnected) return finish();
    await sse.send({ data: undefined, retry: RECONNECT_HINT_MS });
    await stream.begin();
  };
}
