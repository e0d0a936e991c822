import { describe, expect, it } from 'vitest';
import { filterSearchInput, searchQueryFrom, searchUrl } from './search-text';

describe('store search text', () => {
  it('keeps only letters, digits and spaces while typing', () => {
    expect(filterSearchInput('Pizza & Co. #1!')).toBe('Pizza  Co 1');
    expect(filterSearchInput('<script>')).toBe('script');
  });

  it('trims the submitted search and rejects an empty one', () => {
    expect(searchQueryFrom('  fresh   milk  ')).toBe('fresh milk');
    expect(searchQueryFrom('   ')).toBeNull();
    expect(searchQueryFrom('%%%')).toBeNull();
    expect(searchQueryFrom(null)).toBeNull();
  });

  it('builds the /products search address', () => {
    expect(searchUrl('fresh milk')).toBe('/products?search=fresh+milk');
  });
});
