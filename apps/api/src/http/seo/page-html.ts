import { replacePageHead } from '@sauda/domain/page-head';
import { findPublicPage } from '@sauda/domain/public-pages';
import type { PageMetaFile } from './page-meta-file.js';

/**
 * index.html with a public page's own title, description, canonical link and preview tags, for
 * crawlers and link previews that do not run the app. Null for any other path: it is served
 * as built.
 */
export function htmlForPublicPage(
  indexHtml: string,
  meta: PageMetaFile,
  pathname: string,
  origin: string,
): string | null {
  const page = findPublicPage(pathname);
  const texts = page && meta.pages.find((entry) => entry.path === page.path);
  if (!page || !texts) return null;
  return replacePageHead(indexHtml, {
    title: texts.title,
    description: texts.description,
    siteName: meta.siteName,
    locale: meta.locale,
    image: { ...meta.image, url: `${origin}${meta.image.path}` },
    canonicalUrl: `${origin}${page.path}`,
  });
}
