import { describe, expect, it } from 'vitest';
import { dayLabel, ledgerDateLabel, periodLabel, periodTick } from './period-label';

describe('period labels', () => {
  it('write a Karachi day as it is, never shifted by the zone', () => {
    expect(dayLabel('2026-11-23', 'en')).toBe('Mon, 23 Nov 2026');
    expect(periodLabel('2026-11-01', 'en')).toBe('Sun, 1 Nov 2026');
  });

  it('write a month in full, and short under a bar', () => {
    expect(periodLabel('2026-11', 'en')).toBe('November 2026');
    expect(periodTick('2026-11', 'en')).toBe('Nov 26');
    expect(periodTick('2026-11-23', 'en')).toBe('23 Nov');
  });

  it('write a ledger date short, with the year only when the range ends in another', () => {
    expect(ledgerDateLabel('2026-11-23', '2026-11-27', 'en')).toBe('23 Nov');
    expect(ledgerDateLabel('2025-12-30', '2026-01-04', 'en')).toBe('30 Dec 2025');
  });
});
