import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTORS,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  ORDER_PROGRESS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_STATUSES,
  ORDER_TYPES,
  canTransition,
  customerCanCancel,
  needsHandoverCode,
  orderTypeOf,
  transitionRefusal,
  HANDOVER_CODE_PATTERN,
  type OrderActor,
  type OrderStatus,
} from './order-status.js';

/** Every move the flow allows, written out by hand: anything else must be refused. */
const ALLOWED: readonly [OrderActor, OrderStatus, OrderStatus][] = [
  ['customer', 'order_pending', 'cancelled'],
  ['merchant', 'order_pending', 'order_confirmed'],
  ['merchant', 'order_pending', 'cancelled'],
  ['merchant', 'order_confirmed', 'order_dispatched'],
  ['merchant', 'order_confirmed', 'cancelled'],
  ['merchant', 'order_dispatched', 'order_delivered'],
];

const isAllowed = (actor: OrderActor, from: OrderStatus, to: OrderStatus) =>
  ALLOWED.some(([a, f, t]) => a === actor && f === from && t === to);

const EVERY_MOVE = ORDER_ACTORS.flatMap((actor) =>
  ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [actor, from, to] as const)),
);
const REFUSED = EVERY_MOVE.filter(([actor, from, to]) => !isAllowed(actor, from, to));

describe('order status labels and tabs', () => {
  it('labels each status as the spec names it', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      order_pending: 'Order Pending',
      order_confirmed: 'Order Confirmed',
      order_dispatched: 'Order Dispatched',
      order_delivered: 'Order Delivered',
      cancelled: 'Cancelled',
    });
  });

  it('shows the timeline in the spec’s order, without cancelled', () => {
    expect(ORDER_PROGRESS).toEqual([
      'order_pending',
      'order_confirmed',
      'order_dispatched',
      'order_delivered',
    ]);
  });

  it.each([
    ['order_pending', 'active'],
    ['order_confirmed', 'active'],
    ['order_dispatched', 'active'],
    ['order_delivered', 'past'],
    ['cancelled', 'cancelled'],
  ] as const)('files %s under the %s tab', (status, tab) => {
    expect(orderTypeOf(status)).toBe(tab);
    expect(ORDER_TYPE_STATUSES[tab]).toContain(status);
  });

  it('puts every status in exactly one tab', () => {
    expect(ORDER_TYPES).toEqual(['active', 'past', 'cancelled']);
    const filed = ORDER_TYPES.flatMap((tab) => ORDER_TYPE_STATUSES[tab]);
    expect([...filed].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('order status transitions', () => {
  it.each(ALLOWED)('lets the %s move an order from %s to %s', (actor, from, to) => {
    expect(canTransition(from, to, actor)).toBe(true);
    expect(transitionRefusal(from, to, actor)).toBeNull();
  });

  it(`refuses the other ${REFUSED.length} moves`, () => {
    expect(REFUSED).toHaveLength(2 * 5 * 5 - ALLOWED.length);
    for (const [actor, from, to] of REFUSED) {
      expect(canTransition(from, to, actor), `${actor} ${from} → ${to}`).toBe(false);
      expect(transitionRefusal(from, to, actor)?.code).toBe('invalid_order_transition');
    }
  });

  it.each(REFUSED.filter(([actor, , to]) => actor === 'customer' && to === 'cancelled'))(
    'tells the %s that an order %s can no longer be cancelled',
    (actor, from, to) => {
      expect(transitionRefusal(from, to, actor)).toEqual({
        code: ORDER_ERROR_CODES.invalidTransition,
        message: { key: 'orders.cannotCancel', text: 'This order can no longer be cancelled.' },
      });
    },
  );

  it('names both statuses when any other move is refused', () => {
    expect(transitionRefusal('order_pending', 'order_dispatched', 'merchant')).toEqual({
      code: 'invalid_order_transition',
      message: {
        key: 'orders.invalidTransition',
        params: { from: 'Order Pending', to: 'Order Dispatched' },
        text: 'An order that is Order Pending cannot become Order Dispatched.',
      },
    });
    expect(transitionRefusal('order_dispatched', 'cancelled', 'merchant')?.message.text).toBe(
      'An order that is Order Dispatched cannot become Cancelled.',
    );
    expect(transitionRefusal('order_pending', 'order_confirmed', 'customer')?.message.text).toBe(
      'An order that is Order Pending cannot become Order Confirmed.',
    );
    for (const [actor, from, to] of REFUSED) {
      if (actor === 'customer' && to === 'cancelled') continue;
      expect(transitionRefusal(from, to, actor)?.message.text).toBe(
        ORDER_MESSAGES.invalidTransition(from, to),
      );
    }
  });

  it('lets the customer cancel only while the order is pending', () => {
    expect(ORDER_STATUSES.filter((status) => customerCanCancel(status))).toEqual(['order_pending']);
  });

  it('asks for the handover code only to mark an order delivered', () => {
    expect(ORDER_STATUSES.filter((status) => needsHandoverCode(status))).toEqual([
      'order_delivered',
    ]);
  });

  it('takes a handover code of exactly 4 digits', () => {
    expect(HANDOVER_CODE_PATTERN.test('0427')).toBe(true);
    for (const code of ['427', '04271', 'abcd', '04 7', '']) {
      expect(HANDOVER_CODE_PATTERN.test(code), code).toBe(false);
    }
  });

  it('words the handover messages as the product shows them', () => {
    expect(ORDER_MESSAGES.handoverCodeRequired).toBe(
      'Enter the handover code to mark the order delivered.',
    );
    expect(ORDER_MESSAGES.handoverCodeIncorrect).toBe('The handover code is not correct.');
    expect(ORDER_ERROR_CODES).toEqual({
      invalidTransition: 'invalid_order_transition',
      handoverCodeRequired: 'handover_code_required',
      handoverCodeIncorrect: 'handover_code_incorrect',
    });
  });
});
