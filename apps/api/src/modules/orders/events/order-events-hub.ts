import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseListener } from '../../../instance-bus/database-listener.js';
import { ORDER_EVENTS_CHANNEL } from '../order-notification.js';
import {
  OrderEventsFanOut,
  type OrderEventsAudience,
  type OrderEventsListener,
  type Unsubscribe,
} from './order-events-fan-out.js';
import type { OrderEventsSink, OrderEventsSource } from './order-events-source.js';

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

/** The order events channel as heard by the instance's one listening connection. */
export function listenerOrderEventsSource(listener: DatabaseListener): OrderEventsSourceFactory {
  return (sink) => {
    let unsubscribe: (() => void) | null = null;
    return {
      async start() {
        unsubscribe ??= listener.subscribe(ORDER_EVENTS_CHANNEL, sink);
        await listener.start();
      },
      close() {
        unsubscribe?.();
        unsubscribe = null;
        return Promise.resolve();
      },
    };
  };
}

/** Subscribes to the channel once somebody subscribes to the hub. */
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
