import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import {
  OrderEventsFanOut,
  type OrderEventsAudience,
  type OrderEventsListener,
  type Unsubscribe,
} from './order-events-fan-out.js';
import type { OrderEventsSink, OrderEventsSource } from './order-events-source.js';
import { pgliteOrderEventsSource } from './pglite-order-events-source.js';
import { PostgresOrderEventsSource } from './postgres-order-events-source.js';
import type { BackoffOptions } from './reconnect-backoff.js';

/**
 * The order status changes of every instance, handed to this process's open streams: the
 * shoppers' and the stores' alike, over one listening connection.
 */
export interface OrderEventsHub {
  /** Resolves once the listener will hear every notification committed from now on. */
  subscribe(audience: OrderEventsAudience, listener: OrderEventsListener): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export type OrderEventsSourceFactory = (sink: OrderEventsSink) => OrderEventsSource;

export interface OrderEventsHubOptions {
  backoff?: BackoffOptions;
}

/** The database's own way to hear the channel: in-process on PGlite, a connection on a server. */
export function databaseOrderEventsSource(
  database: Database,
  log: FastifyBaseLogger,
  options: OrderEventsHubOptions = {},
): OrderEventsSourceFactory {
  if (database.kind === 'pglite') return (sink) => pgliteOrderEventsSource(database.pglite, sink);
  return (sink) =>
    new PostgresOrderEventsSource({
      connectionString: database.connectionString,
      sink,
      log,
      ...(options.backoff ? { backoff: options.backoff } : {}),
    });
}

/**
 * Listens only once somebody subscribes, so an instance that serves no stream (and every test
 * app that opens none) holds no extra connection.
 */
export function createOrderEventsHub(
  sourceFor: OrderEventsSourceFactory,
  log: FastifyBaseLogger,
): OrderEventsHub {
  const fanOut = new OrderEventsFanOut(log);
  const source = sourceFor({
    payload: (payload) => fanOut.deliver(payload),
    reconnected: () => fanOut.missed(),
  });
  let started: Promise<void> | null = null;
  let closed = false;

  return {
    async subscribe(audience, listener) {
      if (closed) throw new Error('order events hub is closed');
      const unsubscribe = fanOut.subscribe(audience, listener);
      try {
        started ??= source.start();
        await started;
      } catch (error) {
        started = null;
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    async close() {
      closed = true;
      if (!started) return;
      await started.catch(() => undefined);
      await source.close();
    },
  };
}
