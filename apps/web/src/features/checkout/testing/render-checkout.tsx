import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@sauda/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../i18n';
import { authStore } from '../../auth/store/auth-store';
import { CartProvider } from '../../cart/cart-provider';
import type { CartPort } from '../../cart/cart-port';
import { rememberAppDialogSeen } from '../dialog/app-dialog-memory';
import { CheckoutPage } from '../page/checkout-page';

/**
 * The checkout page at /checkout?store={store} on `cart`, signed in as `user`; every other
 * address renders its path, so a test can read where a button went. The once-a-visit app
 * dialog is taken as seen unless `showAppDialog` asks for it.
 */
export async function renderCheckout(
  cart: CartPort,
  user: User,
  store = 'kbh',
  { showAppDialog = false }: { showAppDialog?: boolean } = {},
) {
  sessionStorage.clear();
  if (!showAppDialog) rememberAppDialogSeen();
  authStore.login(user);
  await initI18n('en');
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/checkout?store=${store}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={client}>
      <CartProvider cart={cart}>
        <RouterProvider router={router} />
      </CartProvider>
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}

/** The amount shown in one row of the bill panel. */
export function billAmount(key: string): string | null {
  return document.querySelector(`[data-bill-row="${key}"]`)?.textContent ?? null;
}
