/**
 * The pages search engines and link previews may show, in one table that the web (page meta
 * in the browser) and the API (meta in the served HTML, sitemap.xml, robots.txt) both read.
 * Their titles and descriptions are the locale file's `pages.<page>` texts.
 */

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface PublicPage {
  path: string;
  /** The key of the page's texts under `pages.*` in the locale files. */
  page: string;
  changeFrequency: ChangeFrequency;
  /** Sitemap priority, 0–1: how a page ranks against the site's other pages. */
  priority: number;
}

export const PUBLIC_PAGES: readonly PublicPage[] = Object.freeze([
  { path: '/home', page: 'home', changeFrequency: 'daily', priority: 1 },
  { path: '/products', page: 'products', changeFrequency: 'daily', priority: 0.9 },
  { path: '/about-us', page: 'about', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/riders', page: 'riders', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/merchants', page: 'merchants', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/careers', page: 'careers', changeFrequency: 'weekly', priority: 0.5 },
  { path: '/news', page: 'news', changeFrequency: 'weekly', priority: 0.5 },
  { path: '/faqs', page: 'faqs', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/contact', page: 'contact', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/privacy-policy', page: 'privacyPolicy', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/cookies-policy', page: 'cookiesPolicy', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms-and-conditions', page: 'terms', changeFrequency: 'yearly', priority: 0.3 },
]);

/**
 * Pages that are private to a shopper or merchant, or internal: never indexed. A prefix
 * matches the path itself and everything under it (`/order` covers `/order/history`).
 */
export const NOINDEX_PATH_PREFIXES: readonly string[] = Object.freeze([
  '/test',
  '/checkout',
  '/checkoutv2',
  '/review-order',
  '/order',
  '/profile',
  '/dashboard',
  '/inventory-mgmt',
  '/promotions',
  '/orders-mgmt',
  '/transactions',
  '/staff-mgmt',
  '/pnl',
  '/store-settings',
  '/admin',
]);

/** `/faqs/` and `/faqs` are the same page; the root stays `/`. */
export function normalizePagePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findPublicPage(path: string): PublicPage | undefined {
  const normalized = normalizePagePath(path);
  return PUBLIC_PAGES.find((page) => page.path === normalized);
}

export function isNoindexPath(path: string): boolean {
  const normalized = normalizePagePath(path);
  return NOINDEX_PATH_PREFIXES.some(
    (prefix) => normalized === prefix || normalized.startsWith(`${prefix}/`),
  );
}
