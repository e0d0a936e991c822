import { describe, expect, it } from 'vitest';
import { filtersFrom, isNarrowed, NO_FILTERS, searchFor } from './inventory-filters';

const from = (search: string) => filtersFrom(new URLSearchParams(search));

describe('the inventory filters in the URL', () => {
  it('reads every filter by the API names', () => {
    expect(from('?query=%20doodh%20&category_id=3&stock=low&sort=-price&page=2')).toEqual({
      query: 'doodh',
      categoryId: 3,
      stock: 'low',
      sort: '-price',
      page: 2,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(from('')).toEqual(NO_FILTERS);
    expect(from('?category_id=abc&stock=gone&sort=colour&page=0')).toEqual(NO_FILTERS);
    expect(from('?category_id=-2&page=1.5')).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(searchFor(NO_FILTERS)).toBe('');
    const filters = { query: 'chai', categoryId: 2, stock: 'out', sort: 'stock', page: 3 } as const;
    expect(searchFor(filters)).toBe('?query=chai&category_id=2&stock=out&sort=stock&page=3');
    expect(from(searchFor(filters))).toEqual(filters);
  });

  it('counts a search, a category or a stock filter as narrowing, not the sort or page', () => {
    expect(isNarrowed({ ...NO_FILTERS, sort: '-updated', page: 4 })).toBe(false);
    expect(isNarrowed({ ...NO_FILTERS, query: 'x' })).toBe(true);
    expect(isNarrowed({ ...NO_FILTERS, categoryId: 1 })).toBe(true);
    expect(isNarrowed({ ...NO_FILTERS, stock: 'unlimited' })).toBe(true);
  });
});
