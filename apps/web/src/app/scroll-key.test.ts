import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollKeyOf } from './scroll-key';

const at = (pathname: string, key: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key,
});

describe('scrollKeyOf', () => {
  it('keeps a page loaded afresh apart from another page loaded afresh in the same tab', () => {
    expect(scrollKeyOf(at('/products/details/s/p', 'default'))).not.toBe(
      scrollKeyOf(at('/checkout/cart-summary', 'default')),
    );
  });

  it('gives a reloaded page its own place back, query included', () => {
    expect(scrollKeyOf(at('/products', 'default', '?page=2'))).toBe('/products?page=2');
  });

  it('keys an entry made inside the app by its history key', () => {
    expect(scrollKeyOf(at('/products', 'k3x9'))).toBe('k3x9');
  });
});
