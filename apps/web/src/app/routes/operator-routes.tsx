import { Navigate, type RouteObject } from 'react-router';
import { page, withTexts } from './lazy-pages';

const applicationsPage = withTexts(['operator', 'orders'], async () => ({
  Component: (await import('../../features/operator/applications-page')).ApplicationsPage,
}));
const applicationPage = withTexts(['operator', 'info'], async () => ({
  Component: (await import('../../features/operator/application-page')).ApplicationPage,
}));
const storesPage = withTexts(['operator'], async () => ({
  Component: (await import('../../features/operator/operator-stores-page')).OperatorStoresPage,
}));

/** The operator's pages: the applications inbox and the stores to onboard. */
export const operatorRoutes: RouteObject[] = [
  { path: 'admin', element: <Navigate to="/admin/applications" replace /> },
  page('admin/applications', 'operatorApplications', applicationsPage),
  page('admin/applications/:applicationId', 'operatorApplication', applicationPage),
  page('admin/stores', 'operatorStores', storesPage),
];
