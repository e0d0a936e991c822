import { describe, expect, it } from 'vitest';
import { receiptFileName } from './receipt-file-name';

describe('receiptFileName', () => {
  it('names the receipt by the day the order was placed in Karachi', () => {
    expect(receiptFileName('2026-11-23T13:05:00.000Z')).toBe('invoice-receipt-2026-11-23.pdf');
    // 20:30 UTC is already the next day in Karachi (UTC+5).
    expect(receiptFileName('2026-11-23T20:30:00.000Z')).toBe('invoice-receipt-2026-11-24.pdf');
  });

  it("falls back to today's date without a placing time", () => {
    const now = new Date('2026-01-05T08:00:00.000Z');
    expect(receiptFileName(null, now)).toBe('invoice-receipt-2026-01-05.pdf');
    expect(receiptFileName('not a date', now)).toBe('invoice-receipt-2026-01-05.pdf');
  });
});
