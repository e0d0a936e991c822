import {
  customerCanCancel,
  orderTypeOf,
  type Invoice,
  type Order,
  type OrderStatus,
} from '@sauda/domain';
import type { StoreRow } from '../catalog/companies.repository.js';
import type { OrderRow, OrderStatusEventRow } from '../invoices/order-placement.repository.js';
import { storeLogoUrl } from '../media/art-urls.js';

/** Everything an order's JSON shows. */
export interface OrderView {
  order: OrderRow;
  /** Its status events, oldest first. */
  events: readonly OrderStatusEventRow[];
  store: StoreRow;
  invoice: Invoice;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function statusTimes(order: OrderRow): Order['statuses'] {
  return {
    order_pending: order.orderPendingAt.toISOString(),
    order_confirmed: iso(order.orderConfirmedAt),
    order_dispatched: iso(order.orderDispatchedAt),
    order_delivered: iso(order.orderDeliveredAt),
    cancelled: iso(order.cancelledAt),
  };
}

function cancelledBy(order: OrderRow): Order['cancelled_by'] {
  if (order.status !== 'cancelled') return null;
  return order.cancelledBy === 'customer' ? 'customer' : 'merchant';
}

const MS_PER_MINUTE = 60_000;

/** Accepted + preparation + the store's delivery time, while the order is on its way. */
function estimatedDeliveryAt(order: OrderRow, deliveryMinutes: number): string | null {
  if (orderTypeOf(order.status) !== 'active') return null;
  if (!order.orderConfirmedAt || order.prepMinutes === null) return null;
  const minutes = order.prepMinutes + deliveryMinutes;
  return new Date(order.orderConfirmedAt.getTime() + minutes * MS_PER_MINUTE).toISOString();
}

/** The store's fields an order's JSON reads. */
export interface OrderStore {
  company: Pick<StoreRow['company'], 'queryId' | 'name' | 'pictureUrl' | 'deliveryMinutes'>;
  industrySlug: string;
}

/** What an order shows besides its invoice, shared by the order and its history summary. */
export interface OrderFieldsView {
  order: OrderRow;
  /** Its status events, oldest first. */
  events: readonly Pick<OrderStatusEventRow, 'status' | 'createdAt'>[];
  store: OrderStore;
}

/** SPEC §3 Order: a time per status, the executions, who cancelled, the store. */
export function toOrderFieldsJson({
  order,
  events,
  store,
}: OrderFieldsView): Omit<Order, 'invoice'> {
  const status: OrderStatus = order.status;
  const { company, industrySlug } = store;
  return {
    query_id: order.queryId,
    status,
    statuses: statusTimes(order),
    executions: events.map((event) => ({
      name: event.status,
      status: 'succeeded',
      errorId: null,
      error: null,
      at: event.createdAt.toISOString(),
    })),
    cancelled_by: cancelledBy(order),
    // The code only matters while the order is on its way.
    handover_code: orderTypeOf(status) === 'active' ? order.handoverCode : null,
    can_cancel: customerCanCancel(status),
    prep_minutes: order.prepMinutes,
    estimated_delivery_at: estimatedDeliveryAt(order, company.deliveryMinutes),
    cancel_reason: order.status === 'cancelled' ? order.cancelReason : null,
    placed_at: order.orderPendingAt.toISOString(),
    store: {
      query_id: company.queryId,
      name: company.name,
      logo_url: company.pictureUrl ?? storeLogoUrl(industrySlug, company.name),
    },
  };
}

/** SPEC §3 Order with the placed invoice whole. */
export function toOrderJson({ invoice, ...view }: OrderView): Order {
  return { ...toOrderFieldsJson(view), invoice };
}
