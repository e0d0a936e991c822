/**
 * The order status flow (SPEC §3 Order, §4 labels; issue "Orders after checkout"):
 * order_pending → order_confirmed → order_dispatched → order_delivered, and cancelled: by the
 * customer while pending, by the merchant while pending or confirmed. Nothing else moves.
 */
import { domainMessage, type DomainMessage } from './domain-message.js';

export const ORDER_STATUSES = Object.freeze([
  'order_pending',
  'order_confirmed',
  'order_dispatched',
  'order_delivered',
  'cancelled',
] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The four steps of the status timeline, in order. */
export const ORDER_PROGRESS = Object.freeze([
  'order_pending',
  'order_confirmed',
  'order_dispatched',
  'order_delivered',
] as const satisfies readonly OrderStatus[]);

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  order_pending: 'Order Pending',
  order_confirmed: 'Order Confirmed',
  order_dispatched: 'Order Dispatched',
  order_delivered: 'Order Delivered',
  cancelled: 'Cancelled',
});

/** The tabs of the order history and `GET users/orders?order_type=`. */
export const ORDER_TYPES = Object.freeze(['active', 'past', 'cancelled'] as const);
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_STATUSES: Readonly<Record<OrderType, readonly OrderStatus[]>> =
  Object.freeze({
    active: ['order_pending', 'order_confirmed', 'order_dispatched'],
    past: ['order_delivered'],
    cancelled: ['cancelled'],
  });

export function orderTypeOf(status: OrderStatus): OrderType {
  if (status === 'order_delivered') return 'past';
  if (status === 'cancelled') return 'cancelled';
  return 'active';
}

/** Who moves an order: the shopper (cancel only) or the store (everything else). */
export const ORDER_ACTORS = Object.freeze(['customer', 'merchant'] as const);
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The next step each actor may take from each status. */
const ALLOWED: Readonly<Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>>> =
  Object.freeze({
    customer: { order_pending: ['cancelled'] },
    merchant: {
      order_pending: ['order_confirmed', 'cancelled'],
      order_confirmed: ['order_dispatched', 'cancelled'],
      order_dispatched: ['order_delivered'],
    },
  });

export const ORDER_MESSAGES = Object.freeze({
  cannotCancel: 'This order can no longer be cancelled.',
  invalidTransition: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`,
  handoverCodeRequired: 'Enter the handover code to mark the order delivered.',
  handoverCodeIncorrect: 'The handover code is not correct.',
  handoverCodeFormat: 'The handover code has 4 digits.',
});

/** The refusals of a step, keyed (`orders.<name>`); the statuses read as their labels. */
export const KEYED_ORDER_MESSAGES = Object.freeze({
  cannotCancel: domainMessage('orders.cannotCancel', ORDER_MESSAGES.cannotCancel),
  invalidTransition: (from: OrderStatus, to: OrderStatus) =>
    domainMessage('orders.invalidTransition', ORDER_MESSAGES.invalidTransition(from, to), {
      from: ORDER_STATUS_LABELS[from],
      to: ORDER_STATUS_LABELS[to],
    }),
});

export const ORDER_ERROR_CODES = Object.freeze({
  invalidTransition: 'invalid_order_transition',
  handoverCodeRequired: 'handover_code_required',
  handoverCodeIncorrect: 'handover_code_incorrect',
} as const);

export interface TransitionRefusal {
  code: (typeof ORDER_ERROR_CODES)['invalidTransition'];
  message: DomainMessage;
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ALLOWED[actor][from]?.includes(to) ?? false;
}

/** Null when `actor` may move an order from `from` to `to`; otherwise why not, for a 400. */
export function transitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
): TransitionRefusal | null {
  if (canTransition(from, to, actor)) return null;
  const message =
    actor === 'customer' && to === 'cancelled'
      ? KEYED_ORDER_MESSAGES.cannotCancel
      : KEYED_ORDER_MESSAGES.invalidTransition(from, to);
  return { code: ORDER_ERROR_CODES.invalidTransition, message };
}

export const customerCanCancel = (status: OrderStatus) =>
  canTransition(status, 'cancelled', 'customer');

/** Marking delivered needs the customer's code: it protects against a false "delivered". */
export const needsHandoverCode = (to: OrderStatus) => to === 'order_delivered';

export const HANDOVER_CODE_LENGTH = 4;
export const HANDOVER_CODE_PATTERN = /^\d{4}$/;
