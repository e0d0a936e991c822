import type { MerchantOrder, MerchantOrdersResponse, Order } from '@sauda/domain';
import { makeAddress } from '../../../addresses/testing/address-fixtures';
import {
  confirmedOrder,
  makeOrder,
  numberedOrder,
  pageOfOrders,
} from '../../../orders/testing/order-fixtures';

/**
 * The shopper's order as the store's queue reads it: Ayesha Khan's, with the customer and the
 * address, never the handover code. Tests override what they read.
 */
function asMerchantOrder(order: Order, overrides: Partial<MerchantOrder>): MerchantOrder {
  return {
    ...order,
    handover_code: null,
    customer: { full_name: 'Ayesha Khan', mobile_number: '+923001234567' },
    address: makeAddress(),
    ...overrides,
  };
}

/** A pending order placed at 18:05 Karachi time, as the store's queue reads it. */
export function makeMerchantOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  return asMerchantOrder(makeOrder(), overrides);
}

/** Order number n, placed n minutes after 18:00, with its own ids. */
export function numberedMerchantOrder(
  n: number,
  overrides: Partial<MerchantOrder> = {},
): MerchantOrder {
  const placedAt = new Date(Date.UTC(2026, 10, 23, 13, n)).toISOString();
  const statuses = { ...makeOrder().statuses, order_pending: placedAt };
  return asMerchantOrder(numberedOrder(n, { placed_at: placedAt, statuses }), overrides);
}

/** The same order once accepted at 18:12 with 25 minutes to prepare. */
export function acceptedMerchantOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  const accepted = confirmedOrder({
    prep_minutes: 25,
    estimated_delivery_at: '2026-11-23T14:07:00.000Z',
  });
  return asMerchantOrder(accepted, overrides);
}

/** One page of the queue: 25 a page unless told, `totalItems` in all. */
export function queuePage(
  orders: MerchantOrder[],
  page = 1,
  totalItems = orders.length,
  perPage = 25,
): MerchantOrdersResponse {
  return pageOfOrders(orders, page, totalItems, perPage);
}
