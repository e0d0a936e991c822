import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../i18n';
import { CartProvider } from '../../cart/cart-provider';
import { MemoryCart } from '../../cart/memory-cart';
import { OrderHistoryPage } from '../history/order-history-page';

export const HISTORY_PATH = '/order/history';

/**
 * The order history at `path` (e.g. '/order/history?tab=past') on a cart of its own; every
 * other address renders "elsewhere", so a test can read where a button went.
 */
export async function renderOrderHistory(path = HISTORY_PATH) {
  await initI18n('en');
  const cart = new MemoryCart();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      { path: HISTORY_PATH, element: <OrderHistoryPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <CartProvider cart={cart}>
        <RouterProvider router={router} />
      </CartProvider>
    </AppProviders>,
  );
  return { ...view, router, cart, queryClient, user: userEvent.setup() };
}
