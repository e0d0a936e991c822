import { readFileSync } from 'node:fs';
import { replacePageHead } from '@sauda/domain/page-head';
import type { Plugin } from 'vite';
import { buildPageMetaFile, PAGE_META_FILE } from '../page-meta-file';

/**
 * Writes the English page meta from the locale file into the build: index.html's head gets the
 * home page's texts (what any address shows before the app starts), and `page-meta.json` the
 * texts of every public page, which the server puts into the HTML crawlers and previews read.
 */
export function pageMetaFile(englishLocaleFile: string): Plugin {
  const file = buildPageMetaFile(JSON.parse(readFileSync(englishLocaleFile, 'utf8')) as unknown);
  const home = file.pages.find((page) => page.path === '/home');
  return {
    name: 'sauda-page-meta-file',
    apply: 'build',
    transformIndexHtml(html) {
      if (!home) return html;
      return replacePageHead(html, {
        ...home,
        siteName: file.siteName,
        locale: file.locale,
        image: { ...file.image, url: file.image.path },
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_META_FILE,
        source: `${JSON.stringify(file, null, 2)}\n`,
      });
    },
  };
}
