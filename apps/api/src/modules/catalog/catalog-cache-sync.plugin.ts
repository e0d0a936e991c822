import fp from 'fastify-plugin';
import { clearCatalogCache, forgetStock } from './catalog-cache.js';

/**
 * Clears this instance's catalog cache when any instance changed the catalog, and whenever the
 * bus may have missed such a message (its connection dropped or came back); forgets only the
 * answers showing a store's stock when an order changed just that.
 */
export const catalogCacheSyncPlugin = fp(
  (app) => {
    app.instanceBus.on('catalog_changed', () => clearCatalogCache(app.db));
    app.instanceBus.on('stock_changed', (message) =>
      forgetStock(app.db, {
        storeQueryId: message.store_query_id,
        productIds: message.product_ids,
        productQueryIds: message.product_query_ids,
      }),
    );
    app.instanceBus.onGap(() => clearCatalogCache(app.db));
    return Promise.resolve();
  },
  { name: 'sauda-catalog-cache-sync', dependencies: ['sauda-app-context', 'sauda-instance-bus'] },
);
