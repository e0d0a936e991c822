import { describe, expect, it } from 'vitest';
import { quickRange, quickRangeOf, rangeFrom, searchWith } from './money-range';

// 27 Nov 2026, 01:30 in Karachi: still 26 Nov in UTC.
const NOW = new Date('2026-11-26T20:30:00Z');

describe('quick ranges', () => {
  it('end today in Karachi, whatever the UTC date', () => {
    expect(quickRange('today', NOW)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(quickRange('7d', NOW)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(quickRange('30d', NOW)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(quickRange('month', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('are recognised back from a range, or not at all', () => {
    expect(quickRangeOf({ from: '2026-11-21', to: '2026-11-27' }, NOW)).toBe('7d');
    expect(quickRangeOf({ from: '2026-11-20', to: '2026-11-27' }, NOW)).toBeNull();
    const firstOfMonth = new Date('2026-12-01T10:00:00Z');
    expect(quickRangeOf({ from: '2026-12-01', to: '2026-12-01' }, firstOfMonth)).toBe('today');
  });
});

describe('the range in the address', () => {
  it('reads from and to, even reversed (the server explains)', () => {
    const params = new URLSearchParams('from=2026-11-20&to=2026-11-01');
    expect(rangeFrom(params, NOW)).toEqual({ from: '2026-11-20', to: '2026-11-01' });
  });

  it('falls back to the last 30 days for a missing or malformed end', () => {
    expect(rangeFrom(new URLSearchParams(''), NOW)).toEqual(quickRange('30d', NOW));
    const params = new URLSearchParams('from=yesterday&to=2026-11-25');
    expect(rangeFrom(params, NOW)).toEqual({ from: '2026-10-29', to: '2026-11-25' });
  });

  it('writes changes and drops what is set to null', () => {
    const params = new URLSearchParams('from=2026-11-01&page=3');
    expect(searchWith(params, { to: '2026-11-05', page: null })).toBe(
      '?from=2026-11-01&to=2026-11-05',
    );
    expect(searchWith(new URLSearchParams('page=2'), { page: null })).toBe('');
  });
});
