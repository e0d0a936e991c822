import { screen, within } from '@testing-library/react';
import type { MerchantRole } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { makeStoreSummary } from '../../merchant/shell/testing/merchant-fixtures';
import { authStore } from '../store/auth-store';
import { startEachTestAsGuest } from '../testing/guest-session';
import { renderWithUser } from '../testing/render-with-user';
import { serveRoutes } from '../testing/serve-routes';
import { makeUser } from '../testing/user-fixture';
import { UserMenu } from './user-menu';

startEachTestAsGuest();

async function openMenu(stores: unknown[]) {
  authStore.login(makeUser());
  const fetch = serveRoutes({ 'GET merchant/stores': () => jsonResponse({ stores }) });
  const view = await renderWithUser(<UserMenu user={makeUser()} />, '/products');
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
