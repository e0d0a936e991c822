import type { MerchantStoreSummary } from '@sauda/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetRequesterConfig } from '../../../../api/request-config';
import { AppProviders } from '../../../../app/app-providers';
import { initI18n } from '../../../../i18n';
import { configureAuthRequester } from '../../../auth/session/configure-auth-requester';
import { authStore } from '../../../auth/store/auth-store';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { makeUser } from '../../../auth/testing/user-fixture';
import { CurrentStoreContext } from '../../shell/current-store';
import { DashboardPage } from '../dashboard-page';

export const DASHBOARD_PATH = '/dashboard';

export const testStore: MerchantStoreSummary = {
  query_id: 'cmp_biryani',
  name: 'Karachi Biryani House',
  role: 'owner',
  is_open: true,
  paused_until: null,
  logo_url: '/media/art/store/biryani.svg',
  is_published: true,
};

/** Starts each test of the file signed in as the store's owner; takes the fetch stub away after. */
export function startEachTestAsOwner(): void {
  beforeEach(() => {
    resetAuthForTest();
    resetRequesterConfig();
    configureAuthRequester();
    authStore.login(makeUser());
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * The dashboard at `path` inside the back office's store context, as the shell provides it;
 * every other address renders "elsewhere: <path>", so a test can read where a link went.
 */
export async function renderDashboard(path = DASHBOARD_PATH) {
  await initI18n('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      {
        path: DASHBOARD_PATH,
        element: (
          <CurrentStoreContext.Provider
            value={{ store: testStore, storeQueryId: testStore.query_id, role: 'owner' }}
          >
            <DashboardPage />
          </CurrentStoreContext.Provider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
