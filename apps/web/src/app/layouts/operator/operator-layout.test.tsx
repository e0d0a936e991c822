import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, jsonResponse } from '../../../api/testing/fetch-stub';
import { authStore } from '../../../features/auth/store/auth-store';
import { resetAuthForTest } from '../../../features/auth/testing/reset-auth';
import { makeGuest, makeUser } from '../../../features/auth/testing/user-fixture';
import { initI18n } from '../../../i18n';
import { AppProviders } from '../../app-providers';
import { OperatorLayout } from './operator-layout';

beforeEach(() => resetAuthForTest());
afterEach(() => vi.unstubAllGlobals());

async function renderOperatorArea() {
  await initI18n('en');
  const fetch = stubFetch(() => jsonResponse({}, 404));
  const router = createMemoryRouter(
    [
      {
        element: <OperatorLayout />,
        children: [{ path: '/admin/applications', element: <h1>Applications page</h1> }],
      },
    ],
    { initialEntries: ['/admin/applications'] },
  );
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

const doorHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'This area is for Sauda operators' });

describe('the operator area', () => {
  it('shows an operator the page and the Applications and Stores sections', async () => {
    authStore.login(makeUser({ role: 'admin', full_name: 'Zara Ahmed' }));
    await renderOperatorArea();
    expect(await screen.findByRole('heading', { name: 'Applications page' })).toBeVisible();
    const [nav] = screen.getAllByRole('navigation', { name: 'Operator navigation' });
    expect(nav).toHaveTextContent('Applications');
    expect(nav).toHaveTextContent('Stores');
  });

  it('turns a registered customer away, without the page or a request', async () => {
    authStore.login(makeUser({ role: 'customer' }));
    const fetch = await renderOperatorArea();
    expect(await doorHeading()).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Your account is not an operator account.');
    expect(screen.queryByRole('heading', { name: 'Applications page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Operator navigation' })).toBeNull();
    expect(fetch.calls.filter((call) => call.url.includes('/admin/'))).toEqual([]);
  });

  it.each([
    ['nobody', () => undefined],
    ['a guest', () => authStore.login(makeGuest())],
  ])('asks %s to sign in', async (_who, arrange) => {
    arrange();
    await renderOperatorArea();
    expect(await doorHeading()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Applications page' })).toBeNull();
  });
});
