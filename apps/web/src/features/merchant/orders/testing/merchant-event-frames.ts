import type { MerchantOrderEvent } from '@sauda/domain';

/** One event of the store's stream as the server writes it. */
export function merchantEventFrame(
  name: 'order_placed' | 'order_status',
  id: number,
  data: MerchantOrderEvent | string,
): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return `event: ${name}\nid: ${id}\ndata: ${text}\n\n`;
}

export function makeMerchantOrderEvent(
  overrides: Partial<MerchantOrderEvent> = {},
): MerchantOrderEvent {
  return {
    order_query_id: 'ord_1',
    short_order_id: 'SD-4F7K2Q',
    status: 'order_pending',
    at: '2026-11-23T13:05:00.000Z',
    ...overrides,
  };
}
