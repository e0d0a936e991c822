import { describe, expect, it } from 'vitest';
import { filterTipInput, tipRupees } from './tip-input';

describe('tip box', () => {
  it('keeps whole numbers only', () => {
    expect(filterTipInput('50')).toBe('50');
    expect(filterTipInput('12.5')).toBe('125');
    expect(filterTipInput('-20')).toBe('20');
    expect(filterTipInput('abc')).toBe('');
    expect(filterTipInput('۵۰')).toBe('50');
  });

  it('drops leading zeros and caps the length at the largest tip', () => {
    expect(filterTipInput('007')).toBe('7');
    expect(filterTipInput('1234567')).toBe('12345');
  });

  it('reads an empty or broken box as no tip (default 0)', () => {
    expect(tipRupees('')).toBe(0);
    expect(tipRupees('x')).toBe(0);
    expect(tipRupees('100')).toBe(100);
  });
});
