import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../i18n';
import { CartProvider } from '../cart-provider';
import type { CartPort } from '../cart-port';
import { CartPage } from '../screen/cart-page';

export const CART_PATH = '/checkout/cart-summary';

/**
 * The cart screen on `cart` at /checkout/cart-summary, after the pages in `history`; every other
 * address renders "elsewhere", so a test can read where a button went.
 */
export async function renderCartPage(cart: CartPort, history: string[] = []) {
  await initI18n('en');
  const router = createMemoryRouter(
    [
      { path: CART_PATH, element: <CartPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [...history, CART_PATH], initialIndex: history.length },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders queryClient={client}>
      <CartProvider cart={cart}>
        <RouterProvider router={router} />
      </CartProvider>
    </AppProviders>,
  );
  return { ...result, router };
}
