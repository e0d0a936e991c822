import type { PageMeta } from './page-meta';

type MetaAttribute = 'name' | 'property';

function upsertMeta(head: HTMLHeadElement, attribute: MetaAttribute, key: string, content: string) {
  let element = head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = head.ownerDocument.createElement('meta');
    element.setAttribute(attribute, key);
    head.append(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(head: HTMLHeadElement, href: string) {
  let element = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = head.ownerDocument.createElement('link');
    element.rel = 'canonical';
    head.append(element);
  }
  element.href = href;
}

/**
 * Writes the page's title, description, canonical link, Open Graph and Twitter tags into the
 * document head, reusing the tags the server rendered so a page never carries two of a kind.
 */
export function applyPageMeta(document: Document, meta: PageMeta): void {
  const { head } = document;
  document.title = meta.title;
  upsertMeta(head, 'name', 'description', meta.description);
  upsertMeta(head, 'name', 'robots', meta.indexable ? 'index, follow' : 'noindex, nofollow');
  upsertCanonical(head, meta.canonicalUrl);
  const openGraph: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', meta.siteName],
    ['og:locale', meta.locale],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.canonicalUrl],
    ['og:image', meta.imageUrl],
    ['og:image:alt', meta.imageAlt],
  ];
  for (const [key, content] of openGraph) upsertMeta(head, 'property', key, content);
  const twitter: Array<[string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ['twitter:image', meta.imageUrl],
  ];
  for (const [key, content] of twitter) upsertMeta(head, 'name', key, content);
}
