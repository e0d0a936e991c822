import { describe, expect, it } from 'vitest';
import { rangeFrom, searchForRange } from './dashboard-range';

describe('rangeFrom', () => {
  it('reads the three ranges and takes anything else as today', () => {
    expect(rangeFrom('today')).toBe('today');
    expect(rangeFrom('7d')).toBe('7d');
    expect(rangeFrom('30d')).toBe('30d');
    expect(rangeFrom(null)).toBe('today');
    expect(rangeFrom('365d')).toBe('today');
  });
});

describe('searchForRange', () => {
  it('writes the range, keeping other parameters', () => {
    expect(searchForRange(new URLSearchParams('a=1'), '7d')).toBe('?a=1&range=7d');
  });

  it('leaves today out of the address', () => {
    expect(searchForRange(new URLSearchParams('range=30d'), 'today')).toBe('');
    expect(searchForRange(new URLSearchParams('range=30d&a=1'), 'today')).toBe('?a=1');
  });
});
