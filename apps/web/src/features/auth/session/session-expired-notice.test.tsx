import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../api/request';
import { resetRequesterConfig } from '../../../api/request-config';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { authStore } from '../store/auth-store';
import { resetAuthForTest } from '../testing/reset-auth';
import { makeGuest, makeUser } from '../testing/user-fixture';
import { configureAuthRequester } from './configure-auth-requester';
import { SessionBridge } from './session-bridge';

const NOTICE = 'Your session has expired. Please sign in again.';
const revoked = () =>
  jsonResponse({ error: { code: 'unauthorized', message: 'Session revoked' } }, 401);

beforeEach(() => {
  resetAuthForTest();
  configureAuthRequester();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetRequesterConfig();
});

describe('session expired', () => {
  it('a 401 on an authenticated call signs the user out, lands on /home and says why', async () => {
    stubFetch(revoked);
    authStore.login(makeUser());
    // The bridge's users/me refresh is the authenticated call that meets the revoked session.
    const { router } = await renderWithProviders(<SessionBridge />, '/order/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
    expect(authStore.getState().user).toBeNull();
  });

  it('shows the notice once: closed, or left behind with /home, it stays away', async () => {
    const user = userEvent.setup();
    stubFetch(revoked);
    authStore.login(makeUser());
    const { router } = await renderWithProviders(<SessionBridge />, '/order/history');
    const alert = await screen.findByRole('alert');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await act(() => router.navigate('/products'));
    await act(() => router.navigate('/home'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes away when the user leaves /home', async () => {
    stubFetch(revoked);
    authStore.login(makeUser());
    const { router } = await renderWithProviders(<SessionBridge />, '/order/history');
    await screen.findByRole('alert');
    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await act(() => router.navigate('/home'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a guest whose session ended is sent home without the notice (a new guest signs in)', async () => {
    stubFetch(revoked);
    authStore.login(makeGuest());
    const { router } = await renderWithProviders(<SessionBridge />, '/order/history');
    await act(async () => {
      await failureOf(request({ url: 'users/orders' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 401 on login is only reported: no sign-out, no redirect, no notice', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'invalid_credentials', message: 'Wrong PIN' } }, 401),
    );
    authStore.login(makeGuest());
    const { router } = await renderWithProviders(<SessionBridge />, '/products');
    const error = await failureOf(
      request({ url: 'users/authenticate', method: 'POST', auth: false, isLogin: true }),
    );
    expect(error).toMatchObject({ kind: 'session_expired', description: 'Wrong PIN' });
    expect(router.state.location.pathname).toBe('/products');
    expect(authStore.getState().isGuest).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
