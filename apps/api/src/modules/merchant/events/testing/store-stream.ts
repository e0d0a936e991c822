import type { MerchantOrderEvent } from '@sauda/domain';
import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import type { ExpectedEvent } from '../../../orders/events/testing/place-order-for.js';
import type { SseFrame, SseReader } from '../../../orders/events/testing/sse-reader.js';

export const storeEventsPath = (storeId: string = STORES.biryani.queryId) =>
  `/api/v1/merchant/stores/${storeId}/events`;

/** A frame of the store stream with its event name, id and data. */
export interface StoreFrame {
  event: string | undefined;
  id: string | undefined;
  data: unknown;
}

const isOrderEvent = (frame: SseFrame) =>
  frame.event === 'order_placed' || frame.event === 'order_status';

export const withId = (id: string) => (frame: SseFrame) => isOrderEvent(frame) && frame.id === id;

/** Every order event the stream has received so far, in order. */
export function storeEvents(reader: SseReader): StoreFrame[] {
  return reader.frames.filter(isOrderEvent).map((frame) => ({
    event: frame.event,
    id: frame.id,
    data: JSON.parse(frame.data ?? 'null') as unknown,
  }));
}

/** What the store stream sends for a status event the shopper's stream also sends. */
export function asStoreFrame(expected: ExpectedEvent): StoreFrame {
  const { order_query_id, short_order_id, status, at } = expected.data;
  const data: MerchantOrderEvent = { order_query_id, short_order_id, status, at };
  return {
    event: status === 'order_pending' ? 'order_placed' : 'order_status',
    id: expected.id,
    data,
  };
}
