import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { configureAuthRequester } from '../../../features/auth/session/configure-auth-requester';
import { authStore } from '../../../features/auth/store/auth-store';
import { resetAuthForTest } from '../../../features/auth/testing/reset-auth';
import { serveRoutes } from '../../../api/testing/serve-routes';
import { makeGuest, makeUser } from '../../../features/auth/testing/user-fixture';
import { BACK_OFFICE_STORE_STORAGE_KEY } from '../../../features/merchant/shell/model/remembered-store';
import { makeStoreSummary } from '../../../features/merchant/shell/testing/merchant-fixtures';
import { serveMerchant } from '../../../features/merchant/shell/testing/serve-merchant';
import { renderBackOffice } from './testing/render-back-office';

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
});
afterEach(() => vi.unstubAllGlobals());

const biryani = makeStoreSummary();
const tikka = makeStoreSummary({ query_id: 'st_tikka', name: 'Tikka Corner', role: 'manager' });

const asksForStores = (calls: { url: string }[]) =>
  calls.some((call) => call.url.endsWith('/merchant/stores'));

describe('back office door', () => {
  it.each([
    ['nobody', () => undefined],
    ['a guest', () => authStore.login(makeGuest())],
  ])('asks %s to sign in, without asking for stores', async (_who, arrange) => {
    arrange();
    const fetch = serveMerchant({ stores: [biryani] });
    await renderBackOffice('/dashboard');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your back office' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Sign in with the mobile number');
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    expect(asksForStores(fetch.calls)).toBe(false);
  });

  it('opens the login dialog and, once signed in, loads the page where it was', async () => {
    serveMerchant({
      stores: [biryani],
      routes: { 'POST users/authenticate': () => jsonResponse({ user: makeUser() }) },
    });
    const { user, router } = await renderBackOffice('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '3001234567');
    await user.type(within(dialog).getByLabelText('PIN or password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows skeletons while the stores load', async () => {
    authStore.login(makeUser());
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    await renderBackOffice('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer.resolve(jsonResponse({ stores: [] }));
    expect(
      await screen.findByRole('heading', { name: 'This account has no store yet' }),
    ).toBeVisible();
  });

  it('tells a registered user of no store how to become a partner or go shopping', async () => {
    authStore.login(makeUser());
    serveMerchant({ stores: [] });
    await renderBackOffice('/dashboard');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This account has no store yet',
    });
    expect(heading).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become a merchant partner' })).toHaveAttribute(
      'href',
      '/merchants',
    );
    expect(screen.getByRole('link', { name: 'Back to shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('navigation', { name: 'Back office navigation' })).toBeNull();
  });

  it('offers Retry when the stores do not load, and retries', async () => {
    authStore.login(makeUser());
    let attempts = 0;
    serveRoutes({
      'GET merchant/stores': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500)
          : jsonResponse({ stores: [biryani] });
      },
    });
    const { user } = await renderBackOffice('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your stores.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeVisible();
    expect(attempts).toBe(2);
  });
});

describe('the chosen store', () => {
  it('gives the page the first store on a first visit, and remembers nothing yet', async () => {
    authStore.login(makeUser());
    serveMerchant({ stores: [biryani, tikka] });
    await renderBackOffice('/dashboard');
    expect(await screen.findByTestId('current-store')).toHaveTextContent(
      'st_biryani owner Biryani House',
    );
    expect(localStorage.getItem(BACK_OFFICE_STORE_STORAGE_KEY)).toBeNull();
  });

  it('opens on the remembered store', async () => {
    authStore.login(makeUser());
    localStorage.setItem(BACK_OFFICE_STORE_STORAGE_KEY, 'st_tikka');
    serveMerchant({ stores: [biryani, tikka] });
    await renderBackOffice('/dashboard');
    expect(await screen.findByTestId('current-store')).toHaveTextContent(
      'st_tikka manager Tikka Corner',
    );
  });

  it('falls back to the first store when the remembered one is gone', async () => {
    authStore.login(makeUser());
    localStorage.setItem(BACK_OFFICE_STORE_STORAGE_KEY, 'st_closed_down');
    serveMerchant({ stores: [tikka, biryani] });
    await renderBackOffice('/dashboard');
    expect(await screen.findByTestId('current-store')).toHaveTextContent('st_tikka manager');
  });

  it('switches store from the picker and remembers the choice', async () => {
    authStore.login(makeUser());
    serveMerchant({ stores: [biryani, tikka] });
    const { user } = await renderBackOffice('/dashboard');
    await screen.findByTestId('current-store');
    const [picker] = screen.getAllByRole('button', {
      name: 'Store Biryani House, your role Owner. Change store',
    });
    await user.click(picker!);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Biryani House/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: /Tikka Corner/ }));
    await waitFor(() =>
      expect(screen.getByTestId('current-store')).toHaveTextContent('st_tikka manager'),
    );
    expect(localStorage.getItem(BACK_OFFICE_STORE_STORAGE_KEY)).toBe('st_tikka');
  });

  it('tells the members of a draft store that shoppers do not see it yet', async () => {
    authStore.login(makeUser());
    serveMerchant({ stores: [makeStoreSummary({ is_published: false })] });
    await renderBackOffice('/dashboard');
    await screen.findByTestId('current-store');
    expect(
      screen.getByText('This store is a draft: shoppers will see it once Sauda publishes it.'),
    ).toBeVisible();
  });

  it('shows no draft notice for a published store', async () => {
    authStore.login(makeUser());
    serveMerchant({ stores: [biryani] });
    await renderBackOffice('/dashboard');
    await screen.findByTestId('current-store');
    expect(screen.queryByText(/This store is a draft/)).toBeNull();
  });

  it('shows a single store without a list to pick from', async () => {
    authStore.login(makeUser());
    serveMerchant({ stores: [biryani] });
    await renderBackOffice('/dashboard');
    await screen.findByTestId('current-store');
    expect(screen.queryByRole('button', { name: /Change store/ })).toBeNull();
    expect(screen.getAllByText('Biryani House').length).toBeGreaterThan(0);
  });
});
