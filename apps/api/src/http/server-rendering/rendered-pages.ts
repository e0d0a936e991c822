import type { FastifyInstance } from 'fastify';
import {
  cacheRegion,
  defineCacheRegion,
  type StockChange,
} from '../../modules/catalog/catalog-cache.js';
import { catalogPagePath } from '../seo/catalog-page-path.js';
import { inProcessFetch } from './in-process-fetch.js';
import type { PageRenderer, RenderedPage } from './page-renderer.js';

/** A store's page and its products' pages show their stock; the store listing does not. */
function pageShowsStockOf(change: StockChange, url: string): boolean {
  const page = catalogPagePath(new URL(url, 'http://page').pathname);
  return page?.storeQueryId === change.storeQueryId;
}

/**
 * Rendered pages live as long as the catalog answers they show, and are emptied with them on
 * every instance when the catalog changes (a store's pages only, when an order changed its
 * stock). A page that could not be rendered is remembered as null for as long, so a missing
 * store is not rendered again on every hit.
 */
const RENDERED_PAGES = defineCacheRegion<string, RenderedPage | null>(
  'rendered-pages',
  500,
  pageShowsStockOf,
);

/** The store listing (also at "/"), a store and a product: public, and what shoppers open first. */
export function isRenderedCatalogPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/products' || catalogPagePath(pathname) !== null;
}

/**
 * The page at `url` (path and query) rendered with its data, from the cache or rendered now;
 * null when it cannot be (a read failed, an unknown store): the browser then renders it.
 */
export function renderedPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  url: string,
): Promise<RenderedPage | null> {
  return cacheRegion(app.db, RENDERED_PAGES).getOrLoad(url, async () => {
    try {
      return await renderer.renderPageWithData(url, inProcessFetch(app));
    } catch (error) {
      app.log.warn({ err: error, url }, 'page not rendered on the server: the browser renders it');
      return null;
    }
  });
}

/** index.html (with the page's head already in place) holding the rendered page. */
export function withRenderedPage(html: string, page: RenderedPage, bodyEnd = ''): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  return html
    .replace('</head>', `${page.styleTags}</head>`)
    .replace(root, `<div id="root">${page.html}</div>${page.dataScript}${bodyEnd}`);
}
