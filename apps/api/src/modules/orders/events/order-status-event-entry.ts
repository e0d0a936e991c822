import { ORDER_STATUS_EVENT, type OrderStatusEvent } from '@sauda/domain';
import type { OrderNotification } from '../order-notification.js';

/** One status change as a stream sends it: `id` is order_status_events.id. */
export interface OrderStatusEventEntry {
  id: number;
  data: OrderStatusEvent;
}

export interface OrderStatusEventMessage {
  id: string;
  event: typeof ORDER_STATUS_EVENT;
  data: OrderStatusEvent;
}

/** Only the event's contract fields: user and company ids stay on the server. */
export function entryOfNotification(notification: OrderNotification): OrderStatusEventEntry {
  return {
    id: notification.event_id,
    data: {
      order_query_id: notification.order_query_id,
      invoice_query_id: notification.invoice_query_id,
      short_order_id: notification.short_order_id,
      status: notification.status,
      at: notification.at,
    },
  };
}

export function messageOfEntry(entry: OrderStatusEventEntry): OrderStatusEventMessage {
  return { id: String(entry.id), event: ORDER_STATUS_EVENT, data: entry.data };
}
