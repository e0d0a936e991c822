import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../../app/app-providers';
import { initI18n } from '../../../../i18n';
import { authStore } from '../../../auth/store/auth-store';
import { makeUser } from '../../../auth/testing/user-fixture';
import { CurrentStoreContext, type CurrentStore } from '../../shell/current-store';
import { makeStoreSummary } from '../../shell/testing/merchant-fixtures';
import { OrdersMgmtPage } from '../orders-mgmt-page';
import { STORE_ID } from './serve-merchant-orders';

export const QUEUE_PATH = '/orders-mgmt';

/**
 * The order queue at `path` (e.g. '/orders-mgmt?status=cancelled') for a signed-in member of
 * Biryani House; a test reads `router.state.location` to see where the queue put itself.
 */
export async function renderOrdersMgmt(
  path = QUEUE_PATH,
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  await initI18n('en');
  authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
  const store = makeStoreSummary({ query_id: STORE_ID });
  const current: CurrentStore = { store, storeQueryId: STORE_ID, role: 'staff' };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      {
        path: QUEUE_PATH,
        element: (
          <CurrentStoreContext.Provider value={current}>
            <OrdersMgmtPage />
          </CurrentStoreContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup(userOptions) };
}
