import { isNoindexPath, normalizePagePath } from '@sauda/domain/public-pages';
import { pageTexts, type Translate } from './page-texts';
import { openGraphLocale, SHARE_IMAGE, SITE_NAME } from './site-meta';

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  imageAlt: string;
  siteName: string;
  locale: string;
  indexable: boolean;
}

export interface PageMetaInput {
  t: Translate;
  /** The page key of the deepest route that names one, if any. */
  page: string | undefined;
  pathname: string;
  origin: string;
  language: string;
}

// The 404 answers any address: none of them should be listed as a page of the site.
const NEVER_INDEXED_PAGES = new Set(['notFound', 'test', 'designStore', 'designGallery']);

/** Everything the head of a page says about it: title, description, preview and indexing. */
export function buildPageMeta({ t, page, pathname, origin, language }: PageMetaInput): PageMeta {
  const path = normalizePagePath(pathname);
  return {
    ...pageTexts(t, page),
    canonicalUrl: `${origin}${path}`,
    imageUrl: `${origin}${SHARE_IMAGE.path}`,
    imageAlt: t('seo.shareImageAlt'),
    siteName: SITE_NAME,
    locale: openGraphLocale(language),
    indexable: !isNoindexPath(path) && !(page !== undefined && NEVER_INDEXED_PAGES.has(page)),
  };
}
