import { MERCHANT_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { confirmedOrder, dispatchedOrder, makeOrder } from '../testing/order-fixtures';
import { cancelNote, progressNotes } from './order-progress-notes';

const at = (iso: string) => new Date(iso).getTime();

describe('progressNotes', () => {
  it('says nothing before the store accepts', () => {
    expect(progressNotes(makeOrder(), at('2026-11-23T13:06:00.000Z'))).toEqual([]);
  });

  it('counts down the preparation from acceptance and gives the Karachi arrival time', () => {
    expect(progressNotes(confirmedOrder(), at('2026-11-23T13:17:00.000Z'))).toEqual([
      { kind: 'preparing', minutesLeft: 15 },
      { kind: 'arriving', time: '19:02' },
    ]);
  });

  it('rounds a part minute up, and stops at 0 once the time has run out', () => {
    expect(progressNotes(confirmedOrder(), at('2026-11-23T13:31:30.000Z'))[0]).toEqual({
      kind: 'preparing',
      minutesLeft: 1,
    });
    expect(progressNotes(confirmedOrder(), at('2026-11-23T13:50:00.000Z'))[0]).toEqual({
      kind: 'preparing',
      minutesLeft: 0,
    });
  });

  it('keeps only the arrival once the order is on its way', () => {
    const order = dispatchedOrder({
      prep_minutes: 20,
      estimated_delivery_at: '2026-11-23T14:02:00.000Z',
    });
    expect(progressNotes(order, at('2026-11-23T13:40:00.000Z'))).toEqual([
      { kind: 'arriving', time: '19:02' },
    ]);
  });

  it('says nothing of a delivered order, nor of times the order does not carry', () => {
    const delivered = confirmedOrder({ status: 'order_delivered' });
    expect(progressNotes(delivered, at('2026-11-23T14:00:00.000Z'))).toEqual([]);
    const unknown = confirmedOrder({ prep_minutes: null, estimated_delivery_at: null });
    expect(progressNotes(unknown, at('2026-11-23T13:17:00.000Z'))).toEqual([]);
  });
});

describe('cancelNote', () => {
  const cancelled = makeOrder({ status: 'cancelled', cancelled_by: 'merchant' });

  it("gives the store's reason", () => {
    expect(cancelNote({ ...cancelled, cancel_reason: 'Kitchen too busy' })).toEqual({
      kind: 'byStore',
      reason: 'Kitchen too busy',
    });
  });

  it('tells an automatic cancel apart', () => {
    const order = { ...cancelled, cancel_reason: MERCHANT_MESSAGES.autoCancelReason };
    expect(cancelNote(order)).toEqual({ kind: 'storeDidNotRespond' });
  });

  it('says nothing without a reason, or for an order that is not cancelled', () => {
    expect(cancelNote({ ...cancelled, cancel_reason: null })).toBeNull();
    expect(cancelNote({ ...cancelled, cancel_reason: '  ' })).toBeNull();
    expect(cancelNote(makeOrder({ cancel_reason: 'Kitchen too busy' }))).toBeNull();
  });

  it('gives a reason of the shopper as a plain reason', () => {
    const order = {
      ...cancelled,
      cancelled_by: 'customer' as const,
      cancel_reason: 'Ordered twice',
    };
    expect(cancelNote(order)).toEqual({ kind: 'reason', reason: 'Ordered twice' });
  });
});
