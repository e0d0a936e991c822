import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { useCurrentStore } from '../../../../features/merchant/shell/current-store';
import { initI18n } from '../../../../i18n';
import type { PageKey } from '../../../../i18n/page-keys';
import { AppProviders } from '../../../app-providers';
import type { RouteHandle } from '../../shared/route-handle';
import { MerchantLayout } from '../merchant-layout';

/** A stand-in page that says which store and role it was given. */
function StoreProbe({ name }: { name: string }) {
  const { storeQueryId, role, store } = useCurrentStore();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="current-store">{`${storeQueryId} ${role} ${store.name}`}</p>
    </>
  );
}

const PAGES: ReadonlyArray<[path: string, page: PageKey, name: string]> = [
  ['dashboard', 'dashboard', 'Dashboard page'],
  ['orders-mgmt', 'ordersMgmt', 'Orders page'],
  ['inventory-mgmt', 'inventory', 'Inventory page'],
  ['store-settings', 'storeSettings', 'Settings page'],
  ['staff-mgmt', 'staff', 'Staff page'],
];

const routes: RouteObject[] = [
  {
    element: <MerchantLayout />,
    children: PAGES.map(([path, page, name]) => ({
      path,
      handle: { page } satisfies RouteHandle,
      element: <StoreProbe name={name} />,
    })),
  },
  { path: '*', element: <h1>Elsewhere</h1> },
];

/** The back office layout with probe pages, at `path`, in a fresh cache. */
export async function renderBackOffice(path: string) {
  await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const view = render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client, user: userEvent.setup() };
}
