import type { StockChange } from '../../catalog/catalog-cache.js';

interface StoreProducts {
  productIds: Set<number>;
  productQueryIds: Set<string>;
}

/**
 * The stock many cancellations gave back, as one change per store: a sweep tells the other
 * instances once per store, not once per order.
 */
export function stockByStore(changes: readonly StockChange[]): StockChange[] {
  const stores = new Map<string, StoreProducts>();
  for (const change of changes) {
    let store = stores.get(change.storeQueryId);
    if (!store) {
      store = { productIds: new Set(), productQueryIds: new Set() };
      stores.set(change.storeQueryId, store);
    }
    for (const id of change.productIds) store.productIds.add(id);
    for (const queryId of change.productQueryIds) store.productQueryIds.add(queryId);
  }
  return [...stores].map(([storeQueryId, store]) => ({
    storeQueryId,
    productIds: [...store.productIds],
    productQueryIds: [...store.productQueryIds],
  }));
}
