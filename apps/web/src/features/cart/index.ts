// The cart feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export type { CartLine, CartLineInput } from './cart-line';
export { cartLineFromProduct } from './cart-line-from-product';
export { isCartStorageError } from './cart-storage-error';
export { useCart, useCartLines } from './use-cart';
