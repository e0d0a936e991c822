import { escapeHtml } from '@sauda/domain/page-head';
import { PUBLIC_PAGES, type ChangeFrequency } from '@sauda/domain/public-pages';

export interface SitemapEntry {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
}

/** Each store's page, below the information pages in weight. */
export function storeEntries(storeQueryIds: readonly string[]): SitemapEntry[] {
  return storeQueryIds.map((queryId) => ({
    path: `/products/store/${encodeURIComponent(queryId)}`,
    changeFrequency: 'daily',
    priority: 0.6,
  }));
}

/** sitemap.xml (sitemaps.org 0.9) of the public pages and the given extra entries. */
export function renderSitemap(origin: string, extra: readonly SitemapEntry[] = []): string {
  const urls = [...PUBLIC_PAGES, ...extra].map(
    (entry) =>
      `  <url>\n    <loc>${escapeHtml(`${origin}${entry.path}`)}</loc>\n` +
      `    <changefreq>${entry.changeFrequency}</changefreq>\n` +
      `    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
