import { describe, expect, it } from 'vitest';
import { notification } from '../../orders/events/testing/notification.js';
import { messageOfStoreEntry, storeEntryOfNotification } from './store-event-entry.js';

describe('a store stream’s message of a notification', () => {
  it('names a new order order_placed, and carries only the contract’s fields', () => {
    const entry = storeEntryOfNotification(notification({ event_id: 41, status: 'order_pending' }));
    expect(messageOfStoreEntry(entry)).toEqual({
      id: '41',
      event: 'order_placed',
      data: {
        order_query_id: 'order-q-7',
        short_order_id: 'SA-1234',
        status: 'order_pending',
        at: '2026-11-18T07:05:00.000Z',
      },
    });
  });

  it.each(['order_confirmed', 'order_dispatched', 'order_delivered', 'cancelled'] as const)(
    'names %s order_status',
    (status) => {
      const entry = storeEntryOfNotification(notification({ status }));
      expect(messageOfStoreEntry(entry)).toMatchObject({ event: 'order_status', data: { status } });
    },
  );
});
