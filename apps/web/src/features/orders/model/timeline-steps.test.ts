import { describe, expect, it } from 'vitest';
import { dispatchedOrder, makeOrder } from '../testing/order-fixtures';
import { karachiTimeOf, timelineSteps } from './timeline-steps';

describe('timelineSteps', () => {
  it('marks the pending order current and the rest upcoming', () => {
    expect(timelineSteps(makeOrder())).toEqual([
      { status: 'order_pending', label: 'Order Pending', time: '18:05', state: 'current' },
      { status: 'order_confirmed', label: 'Order Confirmed', time: null, state: 'upcoming' },
      { status: 'order_dispatched', label: 'Order Dispatched', time: null, state: 'upcoming' },
      { status: 'order_delivered', label: 'Order Delivered', time: null, state: 'upcoming' },
    ]);
  });

  it('marks the reached steps done with their Karachi times', () => {
    expect(timelineSteps(dispatchedOrder()).map((step) => [step.time, step.state])).toEqual([
      ['18:05', 'done'],
      ['18:12', 'done'],
      ['18:30', 'current'],
      [null, 'upcoming'],
    ]);
  });

  it('ends a cancelled order in Cancelled, dropping the steps it never reached', () => {
    const order = dispatchedOrder({
      status: 'cancelled',
      statuses: {
        ...dispatchedOrder().statuses,
        order_dispatched: null,
        cancelled: '2026-11-23T19:15:00.000Z',
      },
    });
    expect(timelineSteps(order).map((step) => [step.label, step.time, step.state])).toEqual([
      ['Order Pending', '18:05', 'done'],
      ['Order Confirmed', '18:12', 'done'],
      ['Cancelled', '00:15', 'current'],
    ]);
  });
});

describe('karachiTimeOf', () => {
  it('reads an instant on the Karachi clock (UTC+5)', () => {
    expect(karachiTimeOf('2026-11-23T13:05:00.000Z')).toBe('18:05');
  });

  it('gives null for nothing or nonsense', () => {
    expect(karachiTimeOf(null)).toBeNull();
    expect(karachiTimeOf('not a time')).toBeNull();
  });
});
