import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { authStore } from '../../../features/auth/store/auth-store';
import { startEachTestAsGuest } from '../../../features/auth/testing/guest-session';
import { renderWithUser } from '../../../features/auth/testing/render-with-user';
import { serveRoutes } from '../../../api/testing/serve-routes';
import { makeUser } from '../../../features/auth/testing/user-fixture';
import { makeStoreSummary } from '../../../features/merchant/shell/testing/merchant-fixtures';
import { ShopperDrawer } from './shopper-drawer';

startEachTestAsGuest();

function serveStores(stores: unknown[]) {
  return serveRoutes({ 'GET merchant/stores': () => jsonResponse({ stores }) });
}

const drawer = <ShopperDrawer open onClose={vi.fn()} onSignIn={vi.fn()} />;

describe('ShopperDrawer back office entry', () => {
  it('leads a store member to the back office', async () => {
    authStore.login(makeUser());
    serveStores([makeStoreSummary({ role: 'staff' })]);
    await renderWithUser(drawer, '/products');
    expect(await screen.findByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/orders-mgmt',
    );
  });

  it('is not there for a registered user of no store', async () => {
    authStore.login(makeUser());
    const fetch = serveStores([]);
    await renderWithUser(drawer, '/products');
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back office' })).toBeNull();
  });

  it('never asks for stores for a guest', async () => {
    const fetch = serveStores([makeStoreSummary()]);
    await renderWithUser(drawer, '/products');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(fetch.calls.some((call) => call.url.includes('merchant'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Back office' })).toBeNull();
  });
});
