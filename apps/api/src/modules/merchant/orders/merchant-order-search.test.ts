import { describe, expect, it } from 'vitest';
import { parseOrderSearch, type OrderSearch } from './merchant-order-search.js';

/** The text search's parts; fails when the text was read as a full order number. */
function textSearch(query: string): Extract<OrderSearch, { kind: 'text' }> {
  const search = parseOrderSearch(query);
  if (search?.kind !== 'text') throw new Error(`"${query}" was not read as text`);
  return search;
}

describe('parseOrderSearch', () => {
  it('has nothing to look for in no text or blanks', () => {
    expect(parseOrderSearch(undefined)).toBeNull();
    expect(parseOrderSearch('')).toBeNull();
    expect(parseOrderSearch('   ')).toBeNull();
  });

  it('looks a full order number with its SD- up alone, in any case and spacing', () => {
    for (const text of ['SD-4F7K2Q', 'sd-4f7k2q', 'SD4F7K2Q', ' SD - 4F7K2Q ']) {
      expect(parseOrderSearch(text), text).toEqual({
        kind: 'orderNumber',
        shortOrderId: 'SD-4F7K2Q',
      });
    }
  });

  it('reads text that could be a number without SD- as the start of one, besides a name', () => {
    expect(textSearch('4f7k2q')).toMatchObject({ orderNumber: 'SD-4F7K2Q%', name: '%4f7k2q%' });
    expect(textSearch('SD-4F7').orderNumber).toBe('SD-4F7%');
    expect(textSearch('Ayesha').orderNumber).toBe('SD-AYESHA%');
    expect(textSearch('Ayesha Khan').orderNumber).toBeNull();
    expect(textSearch('SD-4F7K2QX').orderNumber).toBeNull();
  });

  it('looks for the text inside names, with LIKE’s own characters taken literally', () => {
    expect(textSearch(' Ayesha ').name).toBe('%Ayesha%');
    expect(textSearch('50%_off\\').name).toBe('%50\\%\\_off\\\\%');
  });

  it('compares phones by their digits, without leading zeros, from 4 digits on', () => {
    const cases: [string, string | null][] = [
      ['0300 1234567', '%3001234567%'],
      ['+92 300 1234567', '%923001234567%'],
      ['0092-300-1234567', '%923001234567%'],
      ['(0300) 123', '%300123%'],
      ['1234', '%1234%'],
      ['123', null],
      ['0300 abc', null],
      ['4F7K2Q', null],
    ];
    for (const [text, pattern] of cases) {
      expect(textSearch(text).phoneDigits, text).toBe(pattern);
    }
  });
});
