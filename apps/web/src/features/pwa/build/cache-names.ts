/**
 * The service worker's caches in the browser's cache storage. The cookies policy names each
 * of them, so a new cache goes there too.
 */
export const RUNTIME_CACHE_NAMES = {
  catalog: 'sauda-catalog',
  media: 'sauda-media',
  fonts: 'sauda-fonts',
} as const;

/** Workbox's cache of the app's own files (the site's address follows in the full name). */
export const APP_FILES_CACHE_PREFIX = 'workbox-precache-v2';
