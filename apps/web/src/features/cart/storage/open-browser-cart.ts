import { createCartDatabase } from './cart-database';
import { DexieCart } from './dexie-cart';

/** The cart in this browser's IndexedDB. */
export function openBrowserCart(): DexieCart {
  return new DexieCart(createCartDatabase());
}
