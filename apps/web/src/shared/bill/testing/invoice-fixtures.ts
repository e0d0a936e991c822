import type { Invoice } from '@sauda/domain';

/** An open invoice as POST invoices answers it; tests override what they look at. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    query_id: 'inv_1',
    status: 'open',
    checkout_type: null,
    short_order_id: null,
    created_date: '2026-11-23',
    created_time: '18:05',
    currency: 'PKR',
    sub_total_amount: 900,
    amount_without_discount: 1000,
    items_discount: 100,
    voucher_discount: 0,
    delivery_fee: 0,
    service_fee: 25,
    driver_tip: 0,
    payble_amount: 925,
    total_amount: 925,
    free_delivery_threshold: 750,
    recipient_name: null,
    recipient_phone_number: null,
    invoice_note: null,
    delivery_address: null,
    delivery_time: null,
    payment_method: 'cash',
    merchant: {
      name: 'Karachi Biryani House',
      query_id: 'kbh',
      address: { lat: 24.8138, long: 67.0299, line: 'Clifton' },
      service_area_radius: 10,
      delivery_time: { day: 0, hour: 0, minute: 40 },
      is_open: true,
      working_days: [],
      time_slots: [],
      minimum_order: 0,
    },
    invoice_items: [
      {
        id: 1,
        product_query_id: 'chicken-biryani',
        product_name: 'Chicken Biryani',
        quantity: 2,
        size: null,
        color: null,
        item_description: null,
        amount: 1000,
        payble_amount: 900,
        currency: 'PKR',
        discount: { type: 'promotion' },
      },
    ],
    voucher: null,
    delivery_slots: [
      {
        starts_at: '2026-11-23T15:00:00.000Z',
        ends_at: '2026-11-23T17:00:00.000Z',
        label: 'Today, 20:00 – 22:00',
      },
    ],
    order: null,
    ...overrides,
  };
}

/** The same invoice once placed: status, order and short order id. */
export function placedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return makeInvoice({
    status: 'placed',
    short_order_id: 'SD-4F7K2Q',
    checkout_type: 'delivery',
    delivery_time: 'asap',
    order: { query_id: 'ord_1', status: 'order_pending', placed_at: '2026-11-23T13:05:00.000Z' },
    ...overrides,
  });
}
