import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { configureAuthRequester } from '../session/configure-auth-requester';
import { authStore } from '../store/auth-store';
import { resetAuthForTest } from '../testing/reset-auth';
import { makeGuest, makeUser } from '../testing/user-fixture';
import { AuthGate } from './auth-gate';

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
});
afterEach(() => vi.unstubAllGlobals());

const page = (
  <AuthGate mainId="main-content">
    <h1>Stores near you</h1>
  </AuthGate>
);

describe('AuthGate', () => {
  it('shows the page at once when a user is stored, without signing in', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    authStore.login(makeUser());
    await renderWithProviders(page, '/products');
    expect(screen.getByRole('heading', { name: 'Stores near you' })).toBeVisible();
    expect(fetch.calls).toHaveLength(0);
  });

  it('signs in as a guest behind a skeleton, then shows the page', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    await renderWithProviders(page, '/products');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.queryByRole('heading', { name: 'Stores near you' })).toBeNull();
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.call(0).url).toBe('/api/v1/users/authenticate_anonymously');
    answer.resolve(jsonResponse({ user: makeGuest() }));
    expect(await screen.findByRole('heading', { name: 'Stores near you' })).toBeVisible();
    expect(authStore.getState().isGuest).toBe(true);
  });

  it('offers Retry when the guest sign-in fails, and retries', async () => {
    let attempts = 0;
    stubFetch(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500)
        : jsonResponse({ user: makeGuest() });
    });
    const user = userEvent.setup();
    await renderWithProviders(page, '/products');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't start your shopping session.",
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Stores near you' })).toBeVisible();
    expect(attempts).toBe(2);
  });
});
