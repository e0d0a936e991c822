import { orderSummaryOf, type Order, type OrdersResponse } from '@sauda/domain';
import { placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';

/** A pending order of Karachi Biryani House placed at 18:05 Karachi time; tests override. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    query_id: 'ord_1',
    status: 'order_pending',
    statuses: {
      order_pending: '2026-11-23T13:05:00.000Z',
      order_confirmed: null,
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
    can_cancel: true,
    prep_minutes: null,
    estimated_delivery_at: null,
    cancel_reason: null,
    placed_at: '2026-11-23T13:05:00.000Z',
    store: { query_id: 'kbh', name: 'Karachi Biryani House', logo_url: null },
    invoice: placedInvoice(),
    ...overrides,
  };
}

/**
 * The same order once the store accepted it at 18:12 with 20 minutes to prepare; it should
 * arrive at 19:02 Karachi time.
 */
export function confirmedOrder(overrides: Partial<Order> = {}): Order {
  const base = makeOrder();
  return makeOrder({
    status: 'order_confirmed',
    can_cancel: false,
    statuses: { ...base.statuses, order_confirmed: '2026-11-23T13:12:00.000Z' },
    prep_minutes: 20,
    estimated_delivery_at: '2026-11-23T14:02:00.000Z',
    ...overrides,
  });
}

/** The same order once the store confirmed it at 18:12 and dispatched it at 18:30. */
export function dispatchedOrder(overrides: Partial<Order> = {}): Order {
  const base = makeOrder();
  return makeOrder({
    status: 'order_dispatched',
    can_cancel: false,
    statuses: {
      ...base.statuses,
      order_confirmed: '2026-11-23T13:12:00.000Z',
      order_dispatched: '2026-11-23T13:30:00.000Z',
    },
    ...overrides,
  });
}

/** Order number n: its own ids, so lists of many stay distinct. */
export function numberedOrder(n: number, overrides: Partial<Order> = {}): Order {
  return makeOrder({
    query_id: `ord_${n}`,
    invoice: placedInvoice({ query_id: `inv_${n}`, short_order_id: `SD-${1000 + n}` }),
    ...overrides,
  });
}

/** One page of orders, `totalItems` in all, with the pagination the API answers with. */
export function pageOfOrders<T>(orders: T[], page: number, totalItems: number, perPage: number) {
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

/** One page of GET users/orders (summaries of `orders`): 24 a page, `totalItems` in all. */
export function ordersPage(orders: Order[], page = 1, totalItems = orders.length): OrdersResponse {
  return pageOfOrders(orders.map(orderSummaryOf), page, totalItems, 24);
}
