import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadTexts, type TextGroup } from '../../i18n';
import type { PageKey } from '../../i18n/page-keys';
import type { RouteHandle } from '../layouts/shared/route-handle';

type Lazy = LazyRouteFunction<RouteObject>;
type BackTarget = 'home' | 'shopping' | 'dashboard';

/**
 * A route's loader that also loads the text groups its page shows, in parallel with its
 * module, so the page never renders a key in place of its text. The groups a module's texts
 * need are checked by i18n/texts/route-texts.test.ts.
 */
export function withTexts<T>(groups: readonly TextGroup[], load: () => Promise<T>) {
  return async (): Promise<T> => {
    const [route] = await Promise.all([load(), loadTexts(groups)]);
    return route;
  };
}

/**
 * A route whose page is not built yet: the branded Coming soon page with its title.
 * Replacing it with a real page means swapping this call for that page's own lazy import.
 */
export function comingSoon(path: string, page: PageKey, back: BackTarget = 'home'): RouteObject {
  return {
    path,
    handle: { page } satisfies RouteHandle,
    lazy: withTexts([], async () => {
      const { ComingSoonPage } = await import('../../ui/coming-soon-page');
      return { Component: () => <ComingSoonPage page={page} back={back} /> };
    }),
  };
}

/** A route with its own page chunk. */
export function page(path: string | undefined, pageKey: PageKey, lazy: Lazy): RouteObject {
  return path === undefined
    ? { index: true, handle: { page: pageKey } satisfies RouteHandle, lazy }
    : { path, handle: { page: pageKey } satisfies RouteHandle, lazy };
}
