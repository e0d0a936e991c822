import { describe, expect, it } from 'vitest';
import {
  karachiClockTime,
  karachiIsoDate,
  karachiLongDate,
  receiptFileName,
} from './receipt-dates.js';

describe('receipt dates in Asia/Karachi', () => {
  it('moves an evening in UTC to the next Karachi day', () => {
    const at = new Date('2026-11-22T20:30:00Z');
    expect(karachiIsoDate(at)).toBe('2026-11-23');
    expect(karachiLongDate(at)).toBe('23 Nov 2026');
    expect(karachiClockTime(at)).toBe('1:30 AM');
  });

  it('writes noon and midnight on a twelve-hour clock', () => {
    expect(karachiClockTime(new Date('2026-11-23T07:05:00Z'))).toBe('12:05 PM');
    expect(karachiClockTime(new Date('2026-11-22T19:00:00Z'))).toBe('12:00 AM');
    expect(karachiClockTime(new Date('2026-11-23T13:05:00Z'))).toBe('6:05 PM');
  });

  it('names the file after the placing date', () => {
    expect(receiptFileName(new Date('2026-01-31T19:10:00Z'))).toBe(
      'invoice-receipt-2026-02-01.pdf',
    );
  });
});
