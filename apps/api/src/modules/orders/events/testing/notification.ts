import type { OrderNotification } from '../../order-notification.js';

/** A well-formed notification; override what a test is about. */
export function notification(overrides: Partial<OrderNotification> = {}): OrderNotification {
  return {
    event_id: 41,
    order_id: 7,
    order_query_id: 'order-q-7',
    invoice_query_id: 'invoice-q-7',
    short_order_id: 'SA-1234',
    user_id: 3,
    company_id: 2,
    status: 'order_confirmed',
    at: '2026-11-18T07:05:00.000Z',
    ...overrides,
  };
}
