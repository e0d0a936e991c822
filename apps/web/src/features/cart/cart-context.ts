import { createContext } from 'react';
import type { CartPort } from './cart-port';
import { MemoryCart } from './memory-cart';

/** Without a provider (tests of single components) a page-long memory cart answers. */
export const CartContext = createContext<CartPort>(new MemoryCart());
