import { useEffect, useState, type ReactNode } from 'react';
import { onLogout } from '../auth';
import { createBrowserCart } from './browser-cart';
import { CartContext } from './cart-context';
import { CartErrorSnackbar } from './cart-error-snackbar';
import type { CartPort } from './cart-port';

interface CartProviderProps {
  children: ReactNode;
  /** Tests pass their own implementation; the app uses the browser-database cart. */
  cart?: CartPort;
}

/** Provides the cart, empties it when the session ends (SPEC §4) and reports storage failures. */
export function CartProvider({ children, cart }: CartProviderProps) {
  const [own] = useState(() => cart ?? createBrowserCart());
  const active = cart ?? own;

  useEffect(() => onLogout(() => active.clear()), [active]);

  return (
    <CartContext value={active}>
      {children}
      <CartErrorSnackbar cart={active} />
    </CartContext>
  );
}
