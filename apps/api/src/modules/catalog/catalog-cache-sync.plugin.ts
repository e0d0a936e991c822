import fp from 'fastify-plugin';
import { clearCatalogCache } from './catalog-cache.js';

/**
 * Clears this instance's catalog cache when any instance changed the catalog, and whenever the
 * bus may have missed such a message (its connection dropped or came back).
 */
export const catalogCacheSyncPlugin = fp(
  (app) => {
    app.instanceBus.on('catalog_changed', () => clearCatalogCache(app.db));
    app.instanceBus.onGap(() => clearCatalogCache(app.db));
    return Promise.resolve();
  },
  { name: 'sauda-catalog-cache-sync', dependencies: ['sauda-app-context', 'sauda-instance-bus'] },
);
