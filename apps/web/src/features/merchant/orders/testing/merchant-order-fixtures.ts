import type { MerchantOrder, MerchantOrdersResponse } from '@sauda/domain';
import { makeAddress } from '../../../addresses/testing/address-fixtures';
import { placedInvoice } from '../../../checkout/testing/invoice-fixtures';
import { makeOrder } from '../../../orders/testing/order-fixtures';

/**
 * A pending order of Ayesha Khan placed at 18:05 Karachi time, as the store's queue reads it:
 * with the customer and the address, never the handover code. Tests override what they read.
 */
export function makeMerchantOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  return {
    ...makeOrder({ handover_code: null }),
    customer: { full_name: 'Ayesha Khan', mobile_number: '+923001234567' },
    address: makeAddress(),
    ...overrides,
  };
}

/** Order number n, placed n minutes after 18:00, with its own ids. */
export function numberedMerchantOrder(
  n: number,
  overrides: Partial<MerchantOrder> = {},
): MerchantOrder {
  const placedAt = new Date(Date.UTC(2026, 10, 23, 13, n)).toISOString();
  return makeMerchantOrder({
    query_id: `ord_${n}`,
    placed_at: placedAt,
    statuses: { ...makeOrder().statuses, order_pending: placedAt },
    invoice: placedInvoice({ query_id: `inv_${n}`, short_order_id: `SD-${1000 + n}` }),
    ...overrides,
  });
}

/** The same order once accepted at 18:12 with 25 minutes to prepare. */
export function acceptedMerchantOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  const base = makeMerchantOrder();
  return makeMerchantOrder({
    status: 'order_confirmed',
    can_cancel: false,
    statuses: { ...base.statuses, order_confirmed: '2026-11-23T13:12:00.000Z' },
    prep_minutes: 25,
    estimated_delivery_at: '2026-11-23T14:07:00.000Z',
    ...overrides,
  });
}

/** One page of the queue: 25 a page unless told, `totalItems` in all. */
export function queuePage(
  orders: MerchantOrder[],
  page = 1,
  totalItems = orders.length,
  perPage = 25,
): MerchantOrdersResponse {
  return {
    orders,
    pagination: {
      page,
      per_page: perPage,
      total_items: totalItems,
      total_pages: Math.max(1, Math.ceil(totalItems / perPage)),
    },
  };
}
