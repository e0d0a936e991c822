import { PUBLIC_PAGES } from '@sauda/domain/public-pages';
import { pageTexts, type Translate } from './page-texts';
import { openGraphLocale, SHARE_IMAGE, SITE_NAME } from './site-meta';

/** Where the build writes the English meta of the public pages for the server to render. */
export const PAGE_META_FILE = 'page-meta.json';

export interface PageMetaFile {
  siteName: string;
  locale: string;
  image: { path: string; width: number; height: number; alt: string };
  pages: Array<{ path: string; title: string; description: string }>;
}

function lookup(messages: unknown, key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : '';
  }
  return typeof node === 'string' ? node : '';
}

/** i18next's `{{name}}` interpolation, enough for the page texts. */
export function translatorFor(messages: unknown): Translate {
  return (key, values = {}) =>
    lookup(messages, key).replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (_match, name: string) => values[name] ?? '',
    );
}

export function buildPageMetaFile(messages: unknown, language = 'en'): PageMetaFile {
  const t = translatorFor(messages);
  return {
    siteName: SITE_NAME,
    locale: openGraphLocale(language),
    image: { ...SHARE_IMAGE, alt: t('seo.shareImageAlt') },
    pages: PUBLIC_PAGES.map(({ path, page }) => ({ path, ...pageTexts(t, page) })),
  };
}
