import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
