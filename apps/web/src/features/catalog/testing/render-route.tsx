import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../i18n';

/**
 * Renders `element` under the route `pattern` (with its path parameters) at `path`; every
 * other address renders an empty page, so a test can follow where links go.
 */
export async function renderRoute(pattern: string | string[], element: ReactElement, path: string) {
  await initI18n('en');
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  const router = createMemoryRouter(
    [
      ...patterns.map((item) => ({ path: item, element })),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const result = render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
