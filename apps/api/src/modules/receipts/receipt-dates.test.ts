import { describe, expect, it } from 'vitest';
import { karachiClockTime, karachiLongDate } from './receipt-dates.js';

describe('receipt dates in Asia/Karachi', () => {
  it('moves an evening in UTC to the next Karachi day', () => {
    const at = new Date('2026-11-22T20:30:00Z');
    expect(karachiLongDate(at)).toBe('23 Nov 2026');
    expect(karachiClockTime(at)).toBe('1:30 AM');
  });

  it('writes noon and midnight on a twelve-hour clock', () => {
    expect(karachiClockTime(new Date('2026-11-23T07:05:00Z'))).toBe('12:05 PM');
    expect(karachiClockTime(new Date('2026-11-22T19:00:00Z'))).toBe('12:00 AM');
    expect(karachiClockTime(new Date('2026-11-23T13:05:00Z'))).toBe('6:05 PM');
  });
});
