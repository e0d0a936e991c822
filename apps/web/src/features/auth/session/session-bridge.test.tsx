import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { initI18n } from '../../../i18n';
import { authStore } from '../store/auth-store';
import { resetAuthForTest } from '../testing/reset-auth';
import { makeUser } from '../testing/user-fixture';
import { SessionBridge } from './session-bridge';
import { endSession } from './session-end';

beforeEach(async () => {
  resetAuthForTest();
  stubFetch(() => jsonResponse({ user: makeUser() }));
  // The bridge also holds the session-expired notice, which speaks through i18next.
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderBridge(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['users', 'orders'], { orders: ['mine'] });
  const router = createMemoryRouter([{ path: '*', element: <SessionBridge /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe('SessionBridge', () => {
  it.each(['expired', 'logout'] as const)(
    'after a session end (%s) empties the cache and goes to /home',
    async (reason) => {
      authStore.login(makeUser());
      const { router, queryClient } = renderBridge('/order/history');
      await endSession(reason);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(queryClient.getQueryData(['users', 'orders'])).toBeUndefined();
      expect(authStore.getState().user).toBeNull();
    },
  );
});

describe('SessionBridge refresh', () => {
  it('refreshes a stored registered user from users/me, keeping the token', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({
        user: makeUser({ full_name: 'Ayesha Khan Siddiqui', session_ktb_token: null }),
      }),
    );
    authStore.login(makeUser());
    renderBridge('/products');
    await waitFor(() => expect(authStore.getState().user?.full_name).toBe('Ayesha Khan Siddiqui'));
    expect(fetch.call(0).url).toBe('/api/v1/users/me');
    expect(authStore.getState().user?.session_ktb_token).toBe('token-registered');
  });
});
