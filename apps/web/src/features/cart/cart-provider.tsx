import { useState, type ReactNode } from 'react';
import { CartContext } from './cart-context';
import type { CartPort } from './cart-port';
import { MemoryCart } from './memory-cart';

interface CartProviderProps {
  children: ReactNode;
  /** Tests and the browser-database cart pass their own implementation. */
  cart?: CartPort;
}

export function CartProvider({ children, cart }: CartProviderProps) {
  const [fallback] = useState(() => new MemoryCart());
  return <CartContext value={cart ?? fallback}>{children}</CartContext>;
}
