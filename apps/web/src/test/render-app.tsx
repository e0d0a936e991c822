import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createTestRouter } from '../app/router';
import { initI18n } from '../i18n';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the whole app (all routes, all providers) at `path`. */
export async function renderAppAt(
  path: string,
): Promise<RenderResult & { router: ReturnType<typeof createTestRouter> }> {
  await initI18n('en');
  const router = createTestRouter(path);
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/**
 * Renders one component inside the providers and a memory router, on every path; a test reads
 * `router.state.location` to see where a link or a submit went.
 */
export async function renderWithProviders(ui: ReactElement, path = '/') {
  await initI18n('en');
  const routes: RouteObject[] = [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
