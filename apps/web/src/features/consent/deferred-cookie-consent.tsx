import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle';
import {
  consentStore as defaultStore,
  type ConsentState,
  type ConsentStore,
} from './consent-store';
import { OPEN_COOKIE_SETTINGS_EVENT } from './open-cookie-settings';
import { useConsent } from './use-consent';

const IDLE_TIMEOUT_MS = 3000;

const CookieConsent = lazy(async () => ({
  default: (await import('./cookie-consent')).CookieConsent,
}));

/**
 * Whether the consent code has work on this page: the question for a visitor who has not
 * answered, the tag manager for one who accepted analytics, or the settings they opened.
 */
function hasWork({ choice, settingsOpen }: ConsentState): boolean {
  return settingsOpen || choice === null || choice.analytics;
}

/** True once the page has loaded and the browser has had an idle moment. */
function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const idle = () => {
      cancelIdle = whenIdle(() => setAfter(true), IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      cancelIdle?.();
    };
  }, []);
  return after;
}

/**
 * Cookie consent, with its code loaded after the first screen, and only when it has work: a
 * visitor who answered "essential only" never loads it, until they open the settings from the
 * footer. Until then this listens for that request itself.
 */
export function DeferredCookieConsent({ store = defaultStore }: { store?: ConsentStore }) {
  const state = useConsent(store);
  const afterFirstScreen = useAfterFirstScreen();
  const [loaded, setLoaded] = useState(false);
  if (!loaded && (state.settingsOpen || (afterFirstScreen && hasWork(state)))) setLoaded(true);

  useEffect(() => {
    if (loaded) return;
    const open = () => store.openSettings();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, [loaded, store]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent store={store} />
    </Suspense>
  );
}
