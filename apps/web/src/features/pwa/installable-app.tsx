import { useEffect } from 'react';
import { OfflineNotice } from './offline-notice';
import { registerServiceWorker } from './register-service-worker';

/** The installable app: registers the service worker (production builds only) and says when offline. */
export function InstallableApp() {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return <OfflineNotice />;
}
