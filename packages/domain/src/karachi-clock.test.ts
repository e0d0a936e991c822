import { describe, expect, it } from 'vitest';
import { karachiDate, karachiTime, receiptFileName } from './karachi-clock.js';

describe('Karachi wall clock', () => {
  it('is UTC+5: late evening UTC is already the next day in Karachi', () => {
    const at = new Date('2026-11-22T19:30:00Z');
    expect(karachiDate(at)).toBe('2026-11-23');
    expect(karachiTime(at)).toBe('00:30');
  });

  it('names the receipt by the placing day in Karachi', () => {
    expect(receiptFileName(new Date('2026-11-23T13:05:00Z'))).toBe(
      'invoice-receipt-2026-11-23.pdf',
    );
    expect(receiptFileName(new Date('2026-12-31T19:00:00Z'))).toBe(
      'invoice-receipt-2027-01-01.pdf',
    );
  });
});
