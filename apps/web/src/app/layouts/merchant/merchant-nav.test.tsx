import { screen, within } from '@testing-library/react';
import type { MerchantRole } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { configureAuthRequester } from '../../../features/auth/session/configure-auth-requester';
import { authStore } from '../../../features/auth/store/auth-store';
import { resetAuthForTest } from '../../../features/auth/testing/reset-auth';
import { makeUser } from '../../../features/auth/testing/user-fixture';
import { makeStoreSummary } from '../../../features/merchant/shell/testing/merchant-fixtures';
import { serveMerchant } from '../../../features/merchant/shell/testing/serve-merchant';
import { renderBackOffice } from './testing/render-back-office';

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
  authStore.login(makeUser());
});
afterEach(() => vi.unstubAllGlobals());

async function navFor(role: MerchantRole, path = '/orders-mgmt') {
  const fetch = serveMerchant({ stores: [makeStoreSummary({ role })] });
  const view = await renderBackOffice(path);
  const [nav] = await screen.findAllByRole('navigation', { name: 'Back office navigation' });
  const links = within(nav!).getAllByRole('link');
  return {
    ...view,
    fetch,
    items: links.map((link) => [link.textContent, link.getAttribute('href')]),
  };
}

describe('role-aware navigation', () => {
  it('gives the owner every section', async () => {
    const { items } = await navFor('owner');
    expect(items).toEqual([
      ['Dashboard', '/dashboard'],
      ['Inventory', '/inventory-mgmt'],
      ['Promotions', '/promotions'],
      ['Orders', '/orders-mgmt'],
      ['Transactions', '/transactions'],
      ['Staff', '/staff-mgmt'],
      ['Profit & Loss', '/pnl'],
      ['Store settings', '/store-settings'],
    ]);
  });

  it('gives a manager everything but staff and P&L', async () => {
    const { items } = await navFor('manager');
    expect(items.map(([label]) => label)).toEqual([
      'Dashboard',
      'Inventory',
      'Promotions',
      'Orders',
      'Transactions',
      'Store settings',
    ]);
  });

  it('gives staff the orders and the stock only', async () => {
    const { items } = await navFor('staff');
    expect(items).toEqual([
      ['Inventory', '/inventory-mgmt'],
      ['Orders', '/orders-mgmt'],
    ]);
  });

  it('marks the open section', async () => {
    await navFor('owner', '/store-settings');
    const [nav] = screen.getAllByRole('navigation', { name: 'Back office navigation' });
    expect(within(nav!).getByRole('link', { name: 'Store settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('a page the role may not open', () => {
  it.each([
    ['staff', '/dashboard', 'Staff'],
    ['staff', '/store-settings', 'Staff'],
    ['manager', '/staff-mgmt', 'Manager'],
  ] as const)('%s at %s gets a polite panel, not the page', async (role, path, roleName) => {
    const { fetch } = await navFor(role, path);
    expect(screen.queryByRole('heading', { name: /page$/ })).toBeNull();
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'This page is not for your role' }),
    ).toBeVisible();
    expect(main).toHaveTextContent(`Your role (${roleName}) cannot open this page.`);
    expect(within(main).getByRole('link', { name: 'Go to Orders' })).toHaveAttribute(
      'href',
      '/orders-mgmt',
    );
    const asked = fetch.calls.map((call) => new URL(call.url, 'http://x').pathname);
    expect(asked.every((url) => /^\/api\/v1\/merchant\/stores(\/st_biryani)?$/.test(url))).toBe(
      true,
    );
  });

  it('lets the role open what it may', async () => {
    await navFor('staff', '/orders-mgmt');
    expect(screen.getByRole('heading', { name: 'Orders page' })).toBeVisible();
    expect(screen.queryByText('This page is not for your role')).toBeNull();
  });
});
