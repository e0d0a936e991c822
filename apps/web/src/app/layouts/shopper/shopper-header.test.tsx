import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { configureAuthRequester } from '../../../features/auth/session/configure-auth-requester';
import { onSessionEnded } from '../../../features/auth/session/session-end';
import { authStore } from '../../../features/auth/store/auth-store';
import { resetAuthForTest } from '../../../features/auth/testing/reset-auth';
import { makeGuest, makeUser } from '../../../features/auth/testing/user-fixture';
import { renderWithProviders } from '../../../test/render-app';
import { ShopperHeader } from './shopper-header';

const handlers = {
  onOpenMenu: vi.fn(),
  onSignIn: vi.fn(),
  onChooseAddress: vi.fn(),
};

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return stubFetch(({ url }) => {
    if (url.endsWith('/users/logout')) return new Response(null, { status: 204 });
    if (url.endsWith('/users/authenticate_anonymously')) return jsonResponse({ user: makeGuest() });
    return jsonResponse({ industry_types: [] });
  });
}

async function renderHeader() {
  return renderWithProviders(<ShopperHeader menuOpen={false} {...handlers} />, '/products');
}

describe('ShopperHeader account corner', () => {
  it('gives a guest Sign in, which opens the login dialog', async () => {
    serve();
    authStore.login(makeGuest());
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(handlers.onSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('gives a registered user the menu with Order history and Logout', async () => {
    serve();
    authStore.login(makeUser());
    const user = userEvent.setup();
    await renderHeader();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Account menu of Ayesha Khan' });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/order/history',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  it('logs out: posts logout, clears the session, comes back as the guest', async () => {
    const fetch = serve();
    authStore.login(makeUser());
    const ended = vi.fn();
    const leave = onSessionEnded(ended);
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Account menu of Ayesha Khan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(ended).toHaveBeenCalledWith('logout'));
    expect(fetch.calls.map((call) => call.url)).toContain('/api/v1/users/logout');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(authStore.getState().user?.is_guest).toBe(true));
    leave();
  });

  it('shows the business logo for a user without the Retail trade type', async () => {
    serve();
    authStore.login(makeUser({ trade_types: ['Wholesale'] }));
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Sauda business home' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('shows the retail logo for a retail user and a guest', async () => {
    serve();
    authStore.login(makeGuest());
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Sauda home' })).toBeVisible();
  });
});
