import createCache, { type EmotionCache } from '@emotion/cache';

export type Direction = 'ltr' | 'rtl';

/** The attribute of a pre-rendered page's style tags: the cache key, then the style ids. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

function serverStyleTags(): HTMLStyleElement[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)];
}

/**
 * The left-to-right cache; pre-rendering makes one per page with the same key. In the browser
 * it adopts the page's styles where they are: their ids count as inserted, and new styles go
 * after them. Emotion's own adoption moves every style tag, and each move makes the browser
 * restyle the whole page while it starts.
 */
export function createLtrCache(): EmotionCache {
  const tags = serverStyleTags();
  const cache = createCache({ key: 'mui', prepend: true, insertionPoint: tags.at(-1) });
  for (const tag of tags) {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
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
 * (with cssjanus and the stylis it plugs into) loads only when someone reads the app in a right-to-left language.
 */
export async function loadRtlCache(): Promise<void> {
  if (rtlCache) return;
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([
    import('stylis'),
    import('stylis-plugin-rtl'),
  ]);
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
