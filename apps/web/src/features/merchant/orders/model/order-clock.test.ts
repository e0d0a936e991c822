import { describe, expect, it } from 'vitest';
import {
  autoCancelAt,
  clockText,
  isOverdue,
  minutesSincePlaced,
  reminderAt,
  secondsToAutoCancel,
} from './order-clock';

const order = { status: 'order_pending' as const, placed_at: '2026-11-23T13:05:00.000Z' };
const at = (iso: string) => new Date(iso).getTime();

describe('the clock of a pending order', () => {
  it('counts whole minutes since placing, never below 0', () => {
    expect(minutesSincePlaced(order, at('2026-11-23T13:09:59.000Z'))).toBe(4);
    expect(minutesSincePlaced(order, at('2026-11-23T13:04:00.000Z'))).toBe(0);
  });

  it('reminds at 5 minutes and cancels at 10', () => {
    expect(reminderAt(order)).toBe(at('2026-11-23T13:10:00.000Z'));
    expect(autoCancelAt(order)).toBe(at('2026-11-23T13:15:00.000Z'));
  });

  it('is overdue from the reminder on, only while pending', () => {
    expect(isOverdue(order, at('2026-11-23T13:09:59.000Z'))).toBe(false);
    expect(isOverdue(order, at('2026-11-23T13:10:00.000Z'))).toBe(true);
    expect(isOverdue({ ...order, status: 'order_confirmed' }, at('2026-11-23T13:12:00.000Z'))).toBe(
      false,
    );
  });

  it('counts down to the automatic cancel, rounding up and stopping at 0', () => {
    expect(secondsToAutoCancel(order, at('2026-11-23T13:10:00.000Z'))).toBe(300);
    expect(secondsToAutoCancel(order, at('2026-11-23T13:14:59.500Z'))).toBe(1);
    expect(secondsToAutoCancel(order, at('2026-11-23T13:20:00.000Z'))).toBe(0);
  });

  it('writes seconds as m:ss', () => {
    expect(clockText(300)).toBe('5:00');
    expect(clockText(245)).toBe('4:05');
    expect(clockText(9)).toBe('0:09');
  });
});
