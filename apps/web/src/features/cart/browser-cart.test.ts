import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserCart } from './browser-cart';
import { DeferredCart } from './deferred-cart';
import { MemoryCart } from './memory-cart';
import { BIRYANI_HOUSE, lineOf, storeProduct } from './testing/cart-fixtures';

describe('createBrowserCart', () => {
  it('keeps a cart in memory where the browser has no IndexedDB', () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      const cart = createBrowserCart();
      expect(cart).toBeInstanceOf(MemoryCart);
      expect(createBrowserCart()).not.toBe(cart);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shares one browser-database cart across the page, kept in IndexedDB', async () => {
    const cart = createBrowserCart();
    expect(cart).toBeInstanceOf(DeferredCart);
    expect(createBrowserCart()).toBe(cart);
    await cart.addItem(lineOf(storeProduct(BIRYANI_HOUSE), { quantity: 2 }));
    const stored = await new Promise<unknown[]>((resolve, reject) => {
      const request = indexedDB.open('sauda-indexed-db');
      request.onerror = () => reject(request.error ?? new Error('open failed'));
      request.onsuccess = () => {
        const all = request.result
          .transaction('siteIndexedDBStore')
          .objectStore('siteIndexedDBStore')
          .getAll();
        all.onsuccess = () => resolve(all.result as unknown[]);
      };
    });
    expect(stored).toEqual([
      { id: 'chicken-biryani||', data: expect.objectContaining({ quantity: 2 }) },
    ]);
    await cart.clear();
  });
});
