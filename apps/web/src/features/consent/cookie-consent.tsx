import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { env } from '../../config/env';
import { consentStore as defaultStore, type ConsentStore } from './consent-store';
import { ConsentBanner } from './consent-banner';
import { OPEN_COOKIE_SETTINGS_EVENT } from './open-cookie-settings';
import { tagManagerIdFor } from './tag-manager-id';
import { useConsent } from './use-consent';
import { usePageSettled } from './use-page-settled';
import { useTagManager } from './use-tag-manager';

// A dialog (MUI's modal, switches) few visitors open: its code loads when it first opens.
const CookieSettingsDialog = lazy(async () => ({
  default: (await import('./cookie-settings-dialog')).CookieSettingsDialog,
}));

interface CookieConsentProps {
  /** Tests pass their own store. */
  store?: ConsentStore;
  /** The environment's container by default; none configured means no tag manager at all. */
  tagManagerId?: string;
}

/**
 * The banner's height, read by a ResizeObserver, which reports it after the browser's own
 * layout: measuring it directly would force a layout of the whole page while it is starting.
 * A ref, not an element in state: a callback ref's update would re-render in the same task.
 */
function useHeightOf(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/**
 * Room after the footer as tall as the banner, so the banner never hides the end of a page.
 * A measured height is an inline style: as a styled class, each height would be a new rule.
 */
function RoomFor({ banner }: { banner: RefObject<HTMLElement | null> }) {
  const height = useHeightOf(banner);
  return <div aria-hidden style={{ height: height + 16 }} />;
}

/**
 * Cookie consent: the banner until the visitor chooses, the settings dialog (also opened by the
 * footer's "Cookie settings"), and the tag manager, loaded only with analytics consent.
 */
export function CookieConsent({
  store = defaultStore,
  tagManagerId = tagManagerIdFor(env),
}: CookieConsentProps) {
  const { choice, settingsOpen } = useConsent(store);
  const pageSettled = usePageSettled();
  const banner = useRef<HTMLElement>(null);
  // Once opened the dialog stays mounted, so it can play its closing transition.
  const [dialogOpened, setDialogOpened] = useState(settingsOpen);
  if (settingsOpen && !dialogOpened) setDialogOpened(true);
  useTagManager(choice, tagManagerId);

  useEffect(() => {
    const open = () => store.openSettings();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, [store]);

  return (
    <>
      {choice === null && pageSettled && (
        <>
          <RoomFor banner={banner} />
          <ConsentBanner
            ref={banner}
            onAcceptAll={() => store.decide(true)}
            onEssentialOnly={() => store.decide(false)}
            onOpenSettings={() => store.openSettings()}
          />
        </>
      )}
      {dialogOpened && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            choice={choice}
            onSave={(analytics) => store.decide(analytics)}
            onClose={() => store.closeSettings()}
          />
        </Suspense>
      )}
    </>
  );
}
