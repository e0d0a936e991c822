import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { Paisa } from '@sauda/domain';
import { CartContext } from './cart-context';
import type { CartPort } from './cart-port';

export function useCart(): CartPort {
  return useContext(CartContext);
}

/** The item count and total, re-rendering whenever the cart changes. */
export function useCartSummary(): { count: number; total: Paisa } {
  const cart = useCart();
  const subscribe = useCallback((listener: () => void) => cart.subscribe(listener), [cart]);
  const count = useSyncExternalStore(subscribe, () => cart.count());
  const total = useSyncExternalStore(subscribe, () => cart.total());
  return { count, total };
}
