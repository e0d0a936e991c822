import { screen, within } from '@testing-library/react';
import type { MerchantRole, User } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { serveRoutes } from '../../../api/testing/serve-routes';
import { authStore } from '../../../features/auth/store/auth-store';
import { startEachTestAsGuest } from '../../../features/auth/testing/guest-session';
import { renderWithUser } from '../../../features/auth/testing/render-with-user';
import { makeUser } from '../../../features/auth/testing/user-fixture';
import { makeStoreSummary } from '../../../features/merchant/shell/testing/merchant-fixtures';
import { HeaderAccount } from './header-account';

startEachTestAsGuest();

async function openMenu(stores: unknown[], role: User['role'] = 'customer') {
  authStore.login(makeUser({ role }));
  const fetch = serveRoutes({ 'GET merchant/stores': () => jsonResponse({ stores }) });
  const view = await renderWithUser(<HeaderAccount onSignIn={() => {}} />, '/products');
  await view.user.click(screen.getByRole('button', { name: 'Account menu of Ayesha Khan' }));
  const menu = await screen.findByRole('menu');
  return { ...view, fetch, menu };
}

describe('UserMenu back office entry', () => {
  it.each([
    ['owner', '/dashboard'],
    ['manager', '/dashboard'],
    ['staff', '/orders-mgmt'],
  ] as const)('leads a store %s to %s', async (role: MerchantRole, path) => {
    const { menu } = await openMenu([makeStoreSummary({ role })]);
    expect(await within(menu).findByRole('menuitem', { name: 'Back office' })).toHaveAttribute(
      'href',
      path,
    );
  });

  it('is not there for a user of no store', async () => {
    const { menu, fetch } = await openMenu([]);
    await within(menu).findByRole('menuitem', { name: 'Order history' });
    expect(fetch.calls.map((call) => call.url)).toContain('/api/v1/merchant/stores');
    expect(within(menu).queryByRole('menuitem', { name: 'Back office' })).toBeNull();
  });
});

describe('UserMenu profile entry', () => {
  it('leads a registered user to /profile', async () => {
    const { menu } = await openMenu([]);
    expect(await within(menu).findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

describe('UserMenu operator entry', () => {
  it('leads a Sauda operator to the applications', async () => {
    const { menu } = await openMenu([], 'admin');
    expect(await within(menu).findByRole('menuitem', { name: 'Operator' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
  });

  it('is not there for anyone else', async () => {
    const { menu } = await openMenu([]);
    await within(menu).findByRole('menuitem', { name: 'Profile' });
    expect(within(menu).queryByRole('menuitem', { name: 'Operator' })).toBeNull();
  });
});
