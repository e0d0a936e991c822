import { afterEach, describe, expect, it } from 'vitest';
import {
  isTagManagerLoaded,
  loadTagManager,
  TAG_MANAGER_SCRIPT_ID,
  withdrawTagManagerConsent,
} from './tag-manager';
import { tagManagerIdFor } from './tag-manager-id';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];
const consentCalls = () =>
  dataLayer()
    .filter(
      (entry) =>
        !Array.isArray(entry) && typeof entry === 'object' && entry !== null && '0' in entry,
    )
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  document.getElementById(TAG_MANAGER_SCRIPT_ID)?.remove();
  delete (window as DataLayerWindow).dataLayer;
});

describe('tagManagerIdFor', () => {
  const ids = { VITE_GTM_ID_PRODUCTION: 'GTM-PROD1', VITE_GTM_ID_OTHER: 'GTM-TEST1' };

  it('takes the production container in production', () => {
    expect(tagManagerIdFor({ VITE_ENVIRONMENT: 'production', ...ids })).toBe('GTM-PROD1');
  });

  it('takes the other container in every other environment', () => {
    for (const environment of ['staging', 'development', 'test']) {
      expect(tagManagerIdFor({ VITE_ENVIRONMENT: environment, ...ids }), environment).toBe(
        'GTM-TEST1',
      );
    }
  });

  it('has none when the environment’s container is not configured', () => {
    expect(
      tagManagerIdFor({
        VITE_ENVIRONMENT: 'production',
        VITE_GTM_ID_PRODUCTION: undefined,
        VITE_GTM_ID_OTHER: 'GTM-TEST1',
      }),
    ).toBeUndefined();
    expect(
      tagManagerIdFor({
        VITE_ENVIRONMENT: 'staging',
        VITE_GTM_ID_PRODUCTION: 'GTM-PROD1',
        VITE_GTM_ID_OTHER: undefined,
      }),
    ).toBeUndefined();
  });
});

describe('loadTagManager', () => {
  it('adds the container script once, after the data layer and its start event', () => {
    loadTagManager(document, 'GTM-AB12CD');
    loadTagManager(document, 'GTM-AB12CD');
    const scripts = document.querySelectorAll(`script#${TAG_MANAGER_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(script.async).toBe(true);
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(consentCalls()).toEqual([['consent', 'default', { analytics_storage: 'granted' }]]);
    expect(isTagManagerLoaded(document)).toBe(true);
  });

  it('encodes the container id into the address', () => {
    loadTagManager(document, 'GTM-1&x=<y>');
    const script = document.getElementById(TAG_MANAGER_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-1%26x%3D%3Cy%3E');
  });
});

describe('withdrawTagManagerConsent', () => {
  it('tells a loaded tag manager to stop measuring', () => {
    loadTagManager(document, 'GTM-AB12CD');
    withdrawTagManagerConsent(document);
    expect(consentCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('does nothing when no tag manager was loaded', () => {
    withdrawTagManagerConsent(document);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
    expect(isTagManagerLoaded(document)).toBe(false);
  });
});
