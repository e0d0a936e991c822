import path from 'node:path';
import { PUBLIC_PAGES } from '@sauda/domain/public-pages';
import { builtFile } from './built-file.js';

/** Where the web build writes its pre-rendered public pages (`/faqs` → `prerendered/faqs.html`). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * A public page's pre-rendered HTML from the web build, or null when the build has none for it
 * (the page is then served as index.html and rendered in the browser).
 */
export function prerenderedPages(webDistDir: string): (pagePath: string) => string | null {
  const files = new Map(
    PUBLIC_PAGES.map((page) => [
      page.path,
      builtFile(path.join(webDistDir, PRERENDERED_DIR, `${page.path}.html`), (text) => text),
    ]),
  );
  return (pagePath) => files.get(pagePath)?.() ?? null;
}
