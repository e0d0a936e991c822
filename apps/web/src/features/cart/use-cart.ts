import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Paisa } from '@sauda/domain';
import { CartContext } from './cart-context';
import type { CartLine } from './cart-line';
import type { CartPort } from './cart-port';

const NO_LINES: readonly CartLine[] = [];

export function useCart(): CartPort {
  return useContext(CartContext);
}

/**
 * `onServer`: the value of a cart not read yet. A page rendered on the server shows it, and the
 * browser hydrates with it before it shows the stored cart.
 */
function useCartValue<T>(read: (cart: CartPort) => T, onServer: T): T {
  const cart = useCart();
  const subscribe = useCallback((listener: () => void) => cart.subscribe(listener), [cart]);
  return useSyncExternalStore(
    subscribe,
    () => read(cart),
    () => onServer,
  );
}

/** The item count and total, re-rendering whenever the cart changes. */
export function useCartSummary(): { count: number; total: Paisa } {
  const count = useCartValue((cart) => cart.count(), 0);
  const total = useCartValue((cart) => cart.total(), 0);
  return { count, total };
}

/** The lines, and whether storage has been read yet. */
export function useCartLines(): { lines: readonly CartLine[]; loaded: boolean } {
  const cart = useCart();
  // A cart that loads its storage on first use (DeferredCart) loads it now: the page needs the
  // lines. A failure reaches the cart's error listeners, which tell the shopper.
  useEffect(() => {
    cart.getAll().catch(() => undefined);
  }, [cart]);
  const lines = useCartValue((cart) => cart.lines(), NO_LINES);
  const loaded = useCartValue((cart) => cart.loaded(), false);
  return { lines, loaded };
}
