import {
  MERCHANT_ORDER_PLACED_EVENT,
  MERCHANT_ORDER_STATUS_EVENT,
  merchantOrderEventSchema,
  type MerchantOrderEvent,
} from '@sauda/domain';
import type { FetchLike } from 'eventsource';
import {
  openEventStream,
  parseEventData,
  type CloseEventStream,
} from '../../../../api/event-stream-client';

export type MerchantOrderEventKind = 'placed' | 'status';

export interface MerchantOrderEventsOptions {
  storeId: string;
  sessionToken: string;
  onEvent: (kind: MerchantOrderEventKind, event: MerchantOrderEvent) => void;
  /** The browser's fetch unless given (tests pass their own). */
  fetch?: FetchLike;
}

export const merchantOrderEventsPath = (storeId: string) =>
  `merchant/stores/${encodeURIComponent(storeId)}/events`;

/**
 * GET merchant/stores/{storeId}/events (DESIGN §3a): new orders and status changes of the
 * store, resumed by Last-Event-ID after a drop. Events that are not the contract are ignored.
 */
export function openMerchantOrderEvents(options: MerchantOrderEventsOptions): CloseEventStream {
  const handle = (kind: MerchantOrderEventKind) => (data: string) => {
    const event = parseEventData(merchantOrderEventSchema, data);
    if (event) options.onEvent(kind, event);
  };
  return openEventStream({
    path: merchantOrderEventsPath(options.storeId),
    sessionToken: options.sessionToken,
    fetch: options.fetch,
    events: {
      [MERCHANT_ORDER_PLACED_EVENT]: handle('placed'),
      [MERCHANT_ORDER_STATUS_EVENT]: handle('status'),
    },
  });
}
