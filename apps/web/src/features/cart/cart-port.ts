import type { Paisa, Product } from '@sauda/domain';
import type { CartLine, CartLineInput } from './cart-line';
import type { CartStorageError } from './cart-storage-error';

export { cartLineUniqueId, type CartLine, type CartLineInput } from './cart-line';

/**
 * Fresh products for the cart refresh, by product query id: `null` for a product the server
 * no longer has (404).
 */
export type FreshProducts = ReadonlyMap<string, Product | null>;

/**
 * What the shop needs from a cart (SPEC §7: add or update, delete, get all, delete all). The
 * browser-database cart keeps it in IndexedDB; the in-memory one serves tests. Writes reject
 * with a CartStorageError when storage fails, and tell the error listeners too.
 */
export interface CartPort {
  /** Adds the line, or adds its quantity to the line with the same uniqueId. */
  addItem(line: CartLineInput): Promise<CartLine>;
  /** Sets a line's quantity (1 or more: 0 is a removal, which the shopper confirms first). */
  updateQuantity(uniqueId: string, quantity: number): Promise<void>;
  removeItem(uniqueId: string): Promise<void>;
  /** Deletes every line (clear cart, logout). */
  clear(): Promise<void>;
  /** Reads every line from storage. */
  getAll(): Promise<readonly CartLine[]>;
  /** Writes the current price, promotion and stock into the lines of these products. */
  applyProducts(products: FreshProducts): Promise<void>;
  /** How many units the cart holds. */
  count(): number;
  /** What the cart costs, in paisa, by the line-total rule. */
  total(): Paisa;
  /** The lines as last read, in the order they were added. */
  lines(): readonly CartLine[];
  /** False until storage has been read once. */
  loaded(): boolean;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` when storage fails; returns the unsubscribe. */
  onError(listener: (error: CartStorageError) => void): () => void;
}
