export const TAG_MANAGER_SCRIPT_ID = 'sauda-tag-manager';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function dataLayerOf(document: Document): unknown[] {
  const view = document.defaultView as DataLayerWindow;
  view.dataLayer ??= [];
  return view.dataLayer;
}

/** Google's consent mode reads `gtag()` calls, which are `arguments` objects on the data layer. */
function pushConsentMode(document: Document, mode: 'default' | 'update', granted: boolean) {
  const dataLayer = dataLayerOf(document);
  function gtag(..._values: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager expects the arguments object
    dataLayer.push(arguments);
  }
  gtag('consent', mode, { analytics_storage: granted ? 'granted' : 'denied' });
}

export function isTagManagerLoaded(document: Document): boolean {
  return document.getElementById(TAG_MANAGER_SCRIPT_ID) !== null;
}

/**
 * Google Tag Manager's snippet, written out: the data layer, its start event and the container
 * script. Called only after the visitor accepted analytics; loads once per page.
 */
export function loadTagManager(document: Document, containerId: string): void {
  if (isTagManagerLoaded(document)) return;
  pushConsentMode(document, 'default', true);
  dataLayerOf(document).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/**
 * A script cannot be unloaded: after a withdrawal the tag manager already on this page is told
 * to stop measuring, and the next pages do not load it at all.
 */
export function withdrawTagManagerConsent(document: Document): void {
  if (isTagManagerLoaded(document)) pushConsentMode(document, 'update', false);
}
