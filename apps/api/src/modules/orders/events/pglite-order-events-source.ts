import type { PGlite } from '@electric-sql/pglite';
import { ORDER_EVENTS_CHANNEL } from '../order-notification.js';
import type { OrderEventsSink, OrderEventsSource } from './order-events-source.js';

/** Embedded PGlite has one process and no connection to lose: a plain in-process listen. */
export function pgliteOrderEventsSource(pglite: PGlite, sink: OrderEventsSink): OrderEventsSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      unlisten = await pglite.listen(ORDER_EVENTS_CHANNEL, (payload) => sink.payload(payload));
    },
    async close() {
      const stop = unlisten;
      unlisten = null;
      if (stop && !pglite.closed) await stop();
    },
  };
}
