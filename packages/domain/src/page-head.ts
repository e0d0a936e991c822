/**
 * The page-describing part of index.html's head (title, description, canonical link, Open
 * Graph and Twitter tags) between two markers, so the web build and the API write it the same
 * way: the build fills in the defaults, the API a public page's own texts for crawlers.
 */
export const PAGE_HEAD_START = '<!-- page-meta -->';
export const PAGE_HEAD_END = '<!-- /page-meta -->';

export interface PageHead {
  title: string;
  description: string;
  siteName: string;
  /** Open Graph locale, e.g. en_PK. */
  locale: string;
  /** Width and height are left out for a picture of unknown size (a store logo, a photo). */
  image: { url: string; width?: number; height?: number; alt: string };
  /** Absolute; without it no canonical link or og:url is written. */
  canonicalUrl?: string;
  /** Open Graph type; a page of the site is a website unless it shows one product. */
  type?: 'website' | 'product';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function metaTag(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
}

export function renderPageHead(head: PageHead): string {
  const { title, description, image, canonicalUrl } = head;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    ...(canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`] : []),
    metaTag('property', 'og:type', head.type ?? 'website'),
    metaTag('property', 'og:site_name', head.siteName),
    metaTag('property', 'og:locale', head.locale),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    ...(canonicalUrl ? [metaTag('property', 'og:url', canonicalUrl)] : []),
    metaTag('property', 'og:image', image.url),
    ...(image.width ? [metaTag('property', 'og:image:width', image.width)] : []),
    ...(image.height ? [metaTag('property', 'og:image:height', image.height)] : []),
    metaTag('property', 'og:image:alt', image.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
    metaTag('name', 'twitter:image', image.url),
  ];
  return [PAGE_HEAD_START, ...tags, PAGE_HEAD_END].join('\n    ');
}

/** The HTML with its marked head part replaced; unchanged when the markers are missing. */
export function replacePageHead(html: string, head: PageHead): string {
  const start = html.indexOf(PAGE_HEAD_START);
  const end = html.indexOf(PAGE_HEAD_END, start);
  if (start === -1 || end === -1) return html;
  return html.slice(0, start) + renderPageHead(head) + html.slice(end + PAGE_HEAD_END.length);
}
