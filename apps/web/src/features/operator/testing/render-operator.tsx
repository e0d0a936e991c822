import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { resetRequesterConfig } from '../../../api/request-config';
import { initI18n } from '../../../i18n';
import { configureAuthRequester } from '../../auth/session/configure-auth-requester';
import { authStore } from '../../auth/store/auth-store';
import { makeUser } from '../../auth/testing/user-fixture';
import { stubMatchMedia } from '../../showcase/testing/stub-match-media';
import { ApplicationPage } from '../application-page';
import { ApplicationsPage } from '../applications-page';
import { OperatorStoresPage } from '../operator-stores-page';

export const OPERATOR_TOKEN = 'token-operator';

/**
 * An operator page at `path` for the signed-in demo operator, with the pages' own routes, so
 * a test follows links and reads `router.state.location`. `wide`: a desktop (the default).
 */
export async function renderOperator(path: string, { wide = true } = {}) {
  resetRequesterConfig();
  configureAuthRequester();
  authStore.login(
    makeUser({ full_name: 'Zara Ahmed', role: 'admin', session_ktb_token: OPERATOR_TOKEN }),
  );
  stubMatchMedia((query) => wide && query.includes('min-width'));
  await initI18n('en');
  const router = createMemoryRouter(
    [
      { path: '/admin/applications', element: <ApplicationsPage /> },
      { path: '/admin/applications/:applicationId', element: <ApplicationPage /> },
      { path: '/admin/stores', element: <OperatorStoresPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const view = render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}
