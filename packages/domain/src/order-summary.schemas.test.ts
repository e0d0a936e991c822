import { describe, expect, it } from 'vitest';
import { orderSummarySchema, ordersResponseSchema } from './order-summary.schemas.js';

const summary = {
  query_id: 'o1',
  status: 'order_confirmed',
  statuses: {
    order_pending: '2026-11-23T13:05:00.000Z',
    order_confirmed: '2026-11-23T13:12:00.000Z',
    order_dispatched: null,
    order_delivered: null,
    cancelled: null,
  },
  executions: [
    {
      name: 'order_pending',
      status: 'succeeded',
      errorId: null,
      error: null,
      at: '2026-11-23T13:05:00.000Z',
    },
  ],
  cancelled_by: null,
  handover_code: '4821',
  can_cancel: false,
  prep_minutes: 20,
  estimated_delivery_at: '2026-11-23T14:02:00.000Z',
  cancel_reason: null,
  placed_at: '2026-11-23T13:05:00.000Z',
  store: { query_id: 's1', name: 'Karachi Biryani House', logo_url: null },
  invoice: {
    query_id: 'i1',
    status: 'placed',
    short_order_id: 'SD-4F7K2Q',
    created_date: '2026-11-23',
    created_time: '18:05',
    currency: 'PKR',
    payble_amount: 800,
    total_amount: 800,
    items_quantity: 3,
  },
};

describe('orderSummarySchema', () => {
  it('reads a history card’s order with its invoice summed up', () => {
    expect(orderSummarySchema.parse(summary)).toEqual(summary);
  });

  it('keeps only the invoice’s summary fields (the lines come with the detail)', () => {
    const withLines = { ...summary, invoice: { ...summary.invoice, invoice_items: [] } };
    expect(orderSummarySchema.parse(withLines).invoice).toEqual(summary.invoice);
  });

  it.each([
    ['items_quantity', { ...summary.invoice, items_quantity: undefined }],
    ['a negative quantity', { ...summary.invoice, items_quantity: -1 }],
    ['a missing total', { ...summary.invoice, total_amount: undefined }],
  ])('refuses an invoice without %s', (_, invoice) => {
    expect(orderSummarySchema.safeParse({ ...summary, invoice }).success).toBe(false);
  });

  it('lists summaries with the pagination', () => {
    const page = {
      orders: [summary],
      pagination: { page: 1, per_page: 24, total_items: 1, total_pages: 1 },
    };
    expect(ordersResponseSchema.parse(page)).toEqual(page);
  });
});
