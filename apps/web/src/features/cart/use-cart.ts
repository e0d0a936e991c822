import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { Paisa } from '@sauda/domain';
import { CartContext } from './cart-context';
import type { CartLine } from './cart-line';
import type { CartPort } from './cart-port';

export function useCart(): CartPort {
  return useContext(CartContext);
}

function useCartValue<T>(read: (cart: CartPort) => T): T {
  const cart = useCart();
  const subscribe = useCallback((listener: () => void) => cart.subscribe(listener), [cart]);
  return useSyncExternalStore(subscribe, () => read(cart));
}

/** The item count and total, re-rendering whenever the cart changes. */
export function useCartSummary(): { count: number; total: Paisa } {
  const count = useCartValue((cart) => cart.count());
  const total = useCartValue((cart) => cart.total());
  return { count, total };
}

/** The lines, and whether storage has been read yet. */
export function useCartLines(): { lines: readonly CartLine[]; loaded: boolean } {
  const lines = useCartValue((cart) => cart.lines());
  const loaded = useCartValue((cart) => cart.loaded());
  return { lines, loaded };
}
