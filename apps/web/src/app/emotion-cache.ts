import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

export type Direction = 'ltr' | 'rtl';

/** The left-to-right cache; pre-rendering makes one per page with the same key, so the browser adopts its styles. */
export function createLtrCache(): EmotionCache {
  return createCache({ key: 'mui', prepend: true });
}

const ltrCache = createLtrCache();
let rtlCache: EmotionCache | undefined;

/** The cache to render with: RTL only once its plugin has loaded, else LTR. */
export function emotionCacheFor(direction: Direction): {
  cache: EmotionCache;
  direction: Direction;
} {
  if (direction === 'rtl' && rtlCache) return { cache: rtlCache, direction };
  return { cache: ltrCache, direction: 'ltr' };
}

/**
 * Creates the right-to-left cache, which flips left/right styles for Urdu. Its stylis plugin
 * (and cssjanus under it) loads only when someone reads the app in a right-to-left language.
 */
export async function loadRtlCache(): Promise<void> {
  if (rtlCache) return;
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
