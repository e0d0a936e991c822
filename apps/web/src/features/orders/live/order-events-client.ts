import { ORDER_STATUS_EVENT, orderStatusEventSchema, type OrderStatusEvent } from '@sauda/domain';
import type { FetchLike } from 'eventsource';
import {
  openEventStream,
  parseEventData,
  type CloseEventStream,
} from '../../../api/event-stream-client';

/** DESIGN §3: the signed-in user's order status changes as Server-Sent Events. */
export const ORDER_EVENTS_PATH = 'users/orders/events';

export interface OrderEventsOptions {
  sessionToken: string;
  onStatus: (event: OrderStatusEvent) => void;
  /** The browser's fetch unless given (tests pass their own). */
  fetch?: FetchLike;
}

/** Stops the stream for good: no reconnect after it. */
export type CloseOrderEvents = CloseEventStream;

/** The `data` of an `order_status` event, or null when it is not one (it is then ignored). */
export function parseOrderStatusEvent(data: string): OrderStatusEvent | null {
  return parseEventData(orderStatusEventSchema, data);
}

/** Opens the shopper's order events stream; see `openEventStream` for reconnecting. */
export function openOrderEvents(options: OrderEventsOptions): CloseOrderEvents {
  return openEventStream({
    path: ORDER_EVENTS_PATH,
    sessionToken: options.sessionToken,
    fetch: options.fetch,
    events: {
      [ORDER_STATUS_EVENT]: (data) => {
        const event = parseOrderStatusEvent(data);
        if (event) options.onStatus(event);
      },
    },
  });
}
