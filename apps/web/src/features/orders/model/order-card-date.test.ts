import { describe, expect, it } from 'vitest';
import { readableDate } from './order-card-date';

describe('readableDate', () => {
  it('writes the Karachi day as day, short month and year', () => {
    expect(readableDate('2026-11-23', 'en')).toBe('23 Nov 2026');
  });

  it('keeps the day even just after midnight elsewhere', () => {
    expect(readableDate('2026-01-01', 'en')).toBe('1 Jan 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(readableDate('soon', 'en')).toBe('soon');
  });
});
