import { describe, expect, it } from 'vitest';
import { tabFrom, withParam } from './history-params';

describe('tabFrom', () => {
  it('reads the three tabs', () => {
    expect(tabFrom('active')).toBe('active');
    expect(tabFrom('past')).toBe('past');
    expect(tabFrom('cancelled')).toBe('cancelled');
  });

  it('falls back to Active for a missing or unknown tab', () => {
    expect(tabFrom(null)).toBe('active');
    expect(tabFrom('PAST')).toBe('active');
  });
});

describe('withParam', () => {
  it('sets one parameter and keeps the others', () => {
    expect(withParam(new URLSearchParams('tab=past'), 'order', 'ord_1')).toBe(
      '?tab=past&order=ord_1',
    );
  });

  it('removes a parameter set to null', () => {
    expect(withParam(new URLSearchParams('tab=past&order=ord_1'), 'order', null)).toBe('?tab=past');
    expect(withParam(new URLSearchParams('order=ord_1'), 'order', null)).toBe('');
  });
});
