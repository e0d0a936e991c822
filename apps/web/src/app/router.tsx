import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { appRoutes } from './routes/app-routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** For tests: the same routes, starting at `path`, without touching the window's URL. */
export function createTestRouter(path: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [path] });
}
