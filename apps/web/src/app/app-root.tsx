import { Outlet, ScrollRestoration } from 'react-router';
import { SessionBridge } from '../features/auth/session/session-bridge';
import { DeferredCookieConsent } from '../features/consent/deferred-cookie-consent';
import { InstallableApp } from '../features/pwa/installable-app';
import { DocumentTitle } from './layouts/shared/document-title';
import { NavigationProgress } from './layouts/shared/navigation-progress';
import { scrollKeyOf } from './scroll-key';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { useAppStartedMark } from './use-app-started-mark';

/**
 * The root route: things every page shares, whatever its layout.
 */
export function AppRoot() {
  useAppStartedMark();
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <SessionBridge />
      <ScrollRestoration getKey={scrollKeyOf} />
      <InstallableApp />
      <HydrationBoundary>
        <Outlet />
      </HydrationBoundary>
      <DeferredCookieConsent />
    </>
  );
}
