import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from '../../i18n/page-keys';
import type { RouteHandle } from '../layouts/shared/route-handle';

type Lazy = LazyRouteFunction<RouteObject>;
type BackTarget = 'home' | 'shopping' | 'dashboard';

/**
 * A route whose page is not built yet: the branded Coming soon page with its title.
 * Replacing it with a real page means swapping this call for that page's own lazy import.
 */
export function comingSoon(path: string, page: PageKey, back: BackTarget = 'home'): RouteObject {
  return {
    path,
    handle: { page } satisfies RouteHandle,
    lazy: async () => {
      const { ComingSoonPage } = await import('../../ui/coming-soon-page');
      return { Component: () => <ComingSoonPage page={page} back={back} /> };
    },
  };
}

/** A route with its own page chunk. */
export function page(path: string | undefined, pageKey: PageKey, lazy: Lazy): RouteObject {
  return path === undefined
    ? { index: true, handle: { page: pageKey } satisfies RouteHandle, lazy }
    : { path, handle: { page: pageKey } satisfies RouteHandle, lazy };
}
