import type { VitePWAOptions } from 'vite-plugin-pwa';
import { RUNTIME_CACHE_NAMES } from './cache-names';
import { webManifest } from './web-manifest';

const DAY = 24 * 60 * 60;

/**
 * The service worker (Workbox generateSW).
 *
 * Updates follow the 'prompt' model (no unconditional skipWaiting): the app-version check
 * already decides when a new release replaces the running one. When it finds a new version it
 * asks the waiting worker to take over and then reloads (features/pwa/service-worker-update),
 * so a release means exactly one reload and no page ever runs old code from a new worker or
 * the other way round. `clientsClaim` lets the very first worker control the page at once, so
 * the catalog a shopper browses on the first visit is already saved for offline use.
 *
 * Registration is done by the app (features/pwa), only in a production build with a browser
 * that supports it: never in dev or tests.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: webManifest,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  workbox: {
    // The app shell. Only the Latin subsets of Inter: other scripts' fonts are large and load
    // (and are kept) when a page needs them.
    globPatterns: ['**/*.{js,css,html,woff2,svg,webmanifest}', 'icons/icon-*.png'],
    globIgnores: [
      '**/*-latin-ext-*.woff2',
      '**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2',
      '**/noto-*.woff2',
    ],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: '/index.html',
    // Server pages and files: the API (and its docs), media, the meta file, sitemap and robots.
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/media\//,
      /^\/meta\.json$/,
      /^\/sitemap\.xml$/,
      /^\/robots\.txt$/,
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // Public catalog reads, so visited stores and products stay readable offline. Never
        // users/*, invoices, orders or addresses (private), and never a product list by order.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/v1\/(industries|global_configurations|companies|products)(\/|$)/.test(
            url.pathname,
          ) &&
          !url.searchParams.has('order_id'),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: RUNTIME_CACHE_NAMES.catalog,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Generated art and uploaded photos change rarely: show the saved copy at once and
        // refresh it in the background.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
        handler: 'StaleWhileRevalidate',
        method: 'GET',
        options: {
          cacheName: RUNTIME_CACHE_NAMES.media,
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Fonts left out of the app shell (Urdu, other scripts): hashed, so never stale.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/assets\/.+\.woff2$/.test(url.pathname),
        handler: 'CacheFirst',
        method: 'GET',
        options: {
          cacheName: RUNTIME_CACHE_NAMES.fonts,
          expiration: { maxEntries: 40, maxAgeSeconds: 365 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
