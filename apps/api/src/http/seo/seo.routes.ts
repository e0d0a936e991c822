import type { FastifyInstance } from 'fastify';
import { storeDirectory } from '../../modules/catalog/store-directory.js';
import { publicOrigin } from './public-origin.js';
import { renderRobotsTxt } from './robots.js';
import { renderSitemap, storeEntries, type SitemapEntry } from './sitemap.js';

// Crawlers come often; an hour keeps the catalog's new stores showing soon enough.
const CACHE_CONTROL = 'public, max-age=3600';

/** The store pages, or none when the catalog cannot be read: the public pages still go out. */
async function storeSitemapEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  try {
    const { stores } = await storeDirectory(app.db);
    return storeEntries(stores.map((store) => store.queryId));
  } catch (error) {
    app.log.error({ err: error }, 'sitemap: the store list could not be read');
    return [];
  }
}

/** GET /sitemap.xml and GET /robots.txt, with absolute addresses (PUBLIC_ORIGIN or the host). */
export function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(app.config.publicOrigin, request);
    const body = renderSitemap(origin, await storeSitemapEntries(app));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const origin = publicOrigin(app.config.publicOrigin, request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(renderRobotsTxt(origin));
  });
  return Promise.resolve();
}
