import type { Plugin } from 'vite';

/** The Latin Inter faces the first screen of every page uses. */
const FIRST_SCREEN_FONTS = /^assets\/inter-latin-(400|500|600|700)-normal-[\w-]+\.woff2$/;

/**
 * Preloads the first screen's fonts. Without it the browser asks for them only once the app
 * has rendered text, and headings re-wrap when they arrive: a layout shift on every first visit.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'sauda-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          FIRST_SCREEN_FONTS.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
