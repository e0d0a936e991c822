import { describe, expect, it } from 'vitest';
import { findPublicPage, isNoindexPath, normalizePagePath, PUBLIC_PAGES } from './public-pages.js';

describe('PUBLIC_PAGES', () => {
  it('lists every public information page once, plus the store listing', () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual([
      '/home',
      '/products',
      '/about-us',
      '/riders',
      '/merchants',
      '/careers',
      '/news',
      '/faqs',
      '/contact',
      '/privacy-policy',
      '/cookies-policy',
      '/terms-and-conditions',
    ]);
    for (const page of PUBLIC_PAGES) {
      expect(page.priority).toBeGreaterThan(0);
      expect(page.priority).toBeLessThanOrEqual(1);
    }
  });

  it('indexes no page it lists', () => {
    for (const page of PUBLIC_PAGES) expect(isNoindexPath(page.path), page.path).toBe(false);
  });
});

describe('normalizePagePath', () => {
  it('drops the query, the fragment and trailing slashes', () => {
    expect(normalizePagePath('/faqs/?tab=riders#q1')).toBe('/faqs');
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('')).toBe('/');
  });
});

describe('findPublicPage', () => {
  it('finds a page by its path in any spelling', () => {
    expect(findPublicPage('/riders/')?.page).toBe('riders');
    expect(findPublicPage('/faqs?tab=customers')?.page).toBe('faqs');
  });

  it('knows nothing of private, dynamic or unknown paths', () => {
    for (const path of ['/', '/products/store/abc', '/order/history', '/nope', '/ridersx']) {
      expect(findPublicPage(path), path).toBeUndefined();
    }
  });
});

describe('isNoindexPath', () => {
  it('keeps checkout, orders, the back office and internal pages out of search', () => {
    for (const path of [
      '/test',
      '/test/design-1',
      '/checkout',
      '/checkout/cart-summary',
      '/checkoutv2',
      '/review-order',
      '/order/history',
      '/dashboard',
      '/inventory-mgmt/add',
      '/pnl/',
      '/admin/applications/abc123',
    ]) {
      expect(isNoindexPath(path), path).toBe(true);
    }
  });

  it('does not catch pages that only share the beginning of a name', () => {
    for (const path of [
      '/products',
      '/testimonials',
      '/orders-of-the-day',
      '/home',
      '/administration',
    ]) {
      expect(isNoindexPath(path), path).toBe(false);
    }
  });
});
