import type { Database } from '../../../db/client.js';
import { ORDER_EVENTS_CHANNEL } from '../../orders/order-notification.js';

export interface OrderEventsListener {
  /** The payloads heard so far, parsed. */
  readonly events: Record<string, unknown>[];
  stop(): Promise<void>;
}

/** LISTENs to the order events channel on either database, as the orders feature will. */
export async function listenToOrderEvents(database: Database): Promise<OrderEventsListener> {
  const events: Record<string, unknown>[] = [];
  const hear = (payload: string | undefined) => {
    if (payload) events.push(JSON.parse(payload) as Record<string, unknown>);
  };
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(ORDER_EVENTS_CHANNEL, hear);
    return { events, stop: unlisten };
  }
  const client = await database.pool.connect();
  client.on('notification', (message) => {
    if (message.channel === ORDER_EVENTS_CHANNEL) hear(message.payload);
  });
  await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
  return {
    events,
    stop: async () => {
      await client.query(`UNLISTEN ${ORDER_EVENTS_CHANNEL}`);
      client.release();
    },
  };
}
