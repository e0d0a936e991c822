import type { CartPort } from './cart-port';
import { DeferredCart } from './deferred-cart';
import { MemoryCart } from './memory-cart';

let shared: DeferredCart | null = null;

/**
 * The page's cart: one browser-database cart for the whole page (every tab shares its data),
 * loaded on first use; or a cart of its own in memory where the browser has no IndexedDB
 * (test environments).
 */
export function createBrowserCart(): CartPort {
  if (typeof indexedDB === 'undefined') return new MemoryCart();
  shared ??= new DeferredCart(async () =>
    (await import('./storage/open-browser-cart')).openBrowserCart(),
  );
  return shared;
}
