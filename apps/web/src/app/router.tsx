import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { resolveLazyRoutes } from './prerender/resolve-lazy-routes';
import { appRoutes } from './routes/app-routes';

/**
 * The browser's router. `ready`: the current page's route modules load first, so the router
 * starts with the page itself rather than its loading skeleton (needed to hydrate a
 * pre-rendered page).
 */
export async function createAppRouter({ ready }: { ready: boolean }) {
  if (ready) await resolveLazyRoutes(appRoutes, window.location.pathname);
  return createBrowserRouter(appRoutes);
}

/** For tests: the same routes, starting at `path`, without touching the window's URL. */
export function createTestRouter(path: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [path] });
}
