import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAppVersionCheck } from '../features/app-version/app-version-check';
import { configureLocationRequester } from '../features/addresses/selection/configure-location-requester';
import { configureAuthRequester } from '../features/auth/session/configure-auth-requester';
import { authStore } from '../features/auth/store/auth-store';
import { directionOf, initI18n } from '../i18n';
import { endPageHydration, startPageHydration } from '../ui/page-hydration';
import { revealAllParts } from '../ui/reveal-when-visible';
import { createQueryClient } from '../api/query-client';
import { App } from './app';
import { loadRtlCache } from './emotion-cache';
import { canHydrate } from './prerender/can-hydrate';
import { adoptPageData } from './prerender/page-data';
import { adoptPageGuest } from './prerender/page-guest';
import { nextTask } from './next-task';
import { createAppRouter } from './router';

/** Starts the app in `container`: hydrates a page the server sent pre-rendered, else renders it. */
export async function startApp(container: HTMLElement): Promise<void> {
  // Before the first call: every request carries the session, the visitor id and the
  // selected address's location. A returning visitor's stored session is read first.
  await authStore.whenRestored();
  adoptPageGuest();
  configureAuthRequester();
  configureLocationRequester();
  const i18n = await initI18n();
  if (directionOf(i18n.language) === 'rtl') await loadRtlCache();
  const hydrate = canHydrate(container, i18n.language);
  // Each step in a task of its own, so none of them holds the page up for long.
  await nextTask();
  const router = await createAppRouter({ ready: hydrate });
  await nextTask();
  // Parts of the page still waiting to hydrate would hold up a new page or language.
  const startKey = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === startKey) return;
    endPageHydration();
    revealAllParts();
  });
  i18n.on('languageChanged', revealAllParts);
  const queryClient = createQueryClient();
  adoptPageData(queryClient);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (hydrate) {
    startPageHydration();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
  // After the first render: a new deployment reloads the page, but never delays this one.
  void startAppVersionCheck();
}
