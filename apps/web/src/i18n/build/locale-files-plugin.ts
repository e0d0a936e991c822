import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { coreTexts, groupTexts, type Texts } from '../texts/split-texts';
import { TEXT_GROUP_NAMES } from '../texts/text-groups';

const LOCALE_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.json$/;
const PUBLIC_PATH = /^\/locales\/([^?#]+\.json)(?:[?#].*)?$/;

/**
 * Every file a language is served as, keyed by path under `/locales/`: `{lng}.json` holds its
 * core texts and `{lng}/{group}.json` each group (validated as JSON and minified).
 */
async function readLocaleFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of await readdir(dir)) {
    const language = LOCALE_FILE.exec(name)?.[1];
    if (language === undefined) continue;
    const texts = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Texts;
    files.set(`${language}.json`, JSON.stringify(coreTexts(texts)));
    for (const group of TEXT_GROUP_NAMES) {
      files.set(`${language}/${group}.json`, JSON.stringify(groupTexts(texts, group)));
    }
  }
  return files;
}

/**
 * Serves every locale as files of its own (SPEC §7 "localization files per language"), a core
 * file and one per text group: emitted into the build, and answered from the sources by the
 * dev server. The browser fetches them for every language but English, which it bundles.
 */
export function localeFiles(localesDir: string): Plugin {
  return {
    name: 'sauda-locale-files',
    async generateBundle() {
      for (const [name, source] of await readLocaleFiles(localesDir)) {
        this.emitFile({ type: 'asset', fileName: `locales/${name}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = PUBLIC_PATH.exec(request.url ?? '')?.[1];
        if (!name) return next();
        readLocaleFiles(localesDir).then(
          (files) => {
            const source = files.get(name);
            if (source === undefined) return next();
            response.setHeader('content-type', 'application/json; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(source);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
