import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetRequesterConfig } from '../../../../api/request-config';
import { AppProviders } from '../../../../app/app-providers';
import { MerchantLayout } from '../../../../app/layouts/merchant/merchant-layout';
import type { RouteHandle } from '../../../../app/layouts/shared/route-handle';
import { initI18n } from '../../../../i18n';
import { configureAuthRequester } from '../../../auth/session/configure-auth-requester';
import { authStore } from '../../../auth/store/auth-store';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { makeUser } from '../../../auth/testing/user-fixture';
import { stubMatchMedia } from '../../../showcase/testing/stub-match-media';
import { PnlPage } from '../pnl-page';
import { TransactionsPage } from '../transactions-page';

/** Starts each test of the file signed in (the store's role comes from the stub server). */
export function startEachTestSignedIn(): void {
  beforeEach(() => {
    resetAuthForTest();
    resetRequesterConfig();
    configureAuthRequester();
    authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

const routes: RouteObject[] = [
  {
    element: <MerchantLayout />,
    children: [
      {
        path: 'transactions',
        handle: { page: 'transactions' } satisfies RouteHandle,
        element: <TransactionsPage />,
      },
      { path: 'pnl', handle: { page: 'pnl' } satisfies RouteHandle, element: <PnlPage /> },
    ],
  },
  { path: '*', element: <h1>Elsewhere</h1> },
];

/**
 * A money page at `path` inside the real back office layout (which chooses the store and
 * turns away a role that may not open the page), on a desktop unless `phone`.
 */
export async function renderMoney(path: string, { phone = false } = {}) {
  stubMatchMedia((query) => !phone && query.includes('min-width'));
  await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}
