import { describe, expect, it } from 'vitest';
import { listingHref, parsePage, parsePositiveInt, searchHref } from './listing-params';

describe('listing address', () => {
  it('reads positive whole numbers only', () => {
    expect(parsePositiveInt('3')).toBe(3);
    expect(parsePositiveInt('0')).toBeNull();
    expect(parsePositiveInt('-2')).toBeNull();
    expect(parsePositiveInt('2.5')).toBeNull();
    expect(parsePositiveInt('abc')).toBeNull();
    expect(parsePositiveInt(null)).toBeNull();
    expect(parsePositiveInt('99999999999')).toBeNull();
  });

  it('starts the page index at 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('4')).toBe(4);
  });

  it('links industry pages, leaving page 1 out', () => {
    expect(listingHref(2, 1)).toBe('/products?industryId=2');
    expect(listingHref(2, 3)).toBe('/products?industryId=2&page=3');
    expect(searchHref('fresh milk', 1)).toBe('/products?search=fresh+milk');
    expect(searchHref('fresh milk', 2)).toBe('/products?search=fresh+milk&page=2');
  });
});
