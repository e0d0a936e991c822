import {
  MERCHANT_ORDER_PLACED_EVENT,
  MERCHANT_ORDER_STATUS_EVENT,
  type MerchantOrderEvent,
} from '@sauda/domain';
import type { OrderNotification } from '../../orders/order-notification.js';

/** One status change of a store's order as its stream sends it: `id` is the status event's. */
export interface StoreEventEntry {
  id: number;
  data: MerchantOrderEvent;
}

export interface StoreEventMessage {
  id: string;
  event: typeof MERCHANT_ORDER_PLACED_EVENT | typeof MERCHANT_ORDER_STATUS_EVENT;
  data: MerchantOrderEvent;
}

/** Only the event's contract fields: user, invoice and company ids stay on the server. */
export function storeEntryOfNotification(notification: OrderNotification): StoreEventEntry {
  return {
    id: notification.event_id,
    data: {
      order_query_id: notification.order_query_id,
      short_order_id: notification.short_order_id,
      status: notification.status,
      at: notification.at,
    },
  };
}

/** A new order (its first status, pending) rings the queue's bell; every other step updates it. */
export function messageOfStoreEntry(entry: StoreEventEntry): StoreEventMessage {
  const event =
    entry.data.status === 'order_pending'
      ? MERCHANT_ORDER_PLACED_EVENT
      : MERCHANT_ORDER_STATUS_EVENT;
  return { id: String(entry.id), event, data: entry.data };
}
