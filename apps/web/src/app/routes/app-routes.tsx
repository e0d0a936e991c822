import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../../ui/page-skeleton';
import { RouteErrorPanel } from '../../ui/route-error-panel';
import { AppRoot } from '../app-root';
import { RootErrorPage } from '../pages/root-error-page';
import { withTexts } from './lazy-pages';
import { merchantRoutes } from './merchant-routes';
import { operatorRoutes } from './operator-routes';
import { publicRoutes } from './public-routes';
import { internalRoutes, shopperRoutes } from './shopper-routes';

/** Each layout keeps its header when a page fails: the error shows where the page would be. */
function withinLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPanel />, children }];
}

/** Every route of SPEC §2; layouts and pages load lazily, one chunk each. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    HydrateFallback: PageSkeleton,
    errorElement: <RootErrorPage />,
    children: [
      {
        lazy: withTexts(['addresses', 'catalog'], async () => ({
          Component: (await import('../layouts/shopper/shopper-layout')).ShopperLayout,
        })),
        children: withinLayout([...shopperRoutes, ...internalRoutes]),
      },
      {
        lazy: withTexts(['addresses', 'merchant', 'operator'], async () => ({
          Component: (await import('../layouts/merchant/merchant-layout')).MerchantLayout,
        })),
        children: withinLayout(merchantRoutes),
      },
      {
        lazy: withTexts(['addresses', 'operator'], async () => ({
          Component: (await import('../layouts/operator/operator-layout')).OperatorLayout,
        })),
        children: withinLayout(operatorRoutes),
      },
      {
        lazy: withTexts(['addresses'], async () => ({
          Component: (await import('../layouts/public/public-layout')).PublicLayout,
        })),
        children: withinLayout(publicRoutes),
      },
    ],
  },
];
