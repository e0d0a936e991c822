import { NOINDEX_PATH_PREFIXES } from '@sauda/domain/public-pages';

/** robots.txt: everything but the private and internal pages, and where the sitemap is. */
export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...NOINDEX_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    'Disallow: /metrics',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
