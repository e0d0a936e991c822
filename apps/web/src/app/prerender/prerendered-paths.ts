import { PUBLIC_PAGES } from '@sauda/domain/public-pages';

/**
 * The public pages the build renders to HTML. The catalog (/products) is left out: its content
 * is live data, fetched in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGES.map((page) => page.path).filter(
  (path) => path !== '/products',
);
