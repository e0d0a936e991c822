import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALE_FILE = /^[a-z]{2,3}(?:-[A-Za-z0-9]+)?\.json$/;
const PUBLIC_PATH = /^\/locales\/([^/?#]+\.json)(?:[?#].*)?$/;

/** The locale files (validated as JSON and minified), keyed by file name. */
async function readLocales(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir)).filter((name) => LOCALE_FILE.test(name));
  const entries = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), 'utf8');
      return [name, JSON.stringify(JSON.parse(text))] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Serves every locale as its own file, `/locales/{lng}.json` (SPEC §7 "localization files per
 * language"): emitted into the build, and answered from the sources by the dev server.
 */
export function localeFiles(localesDir: string): Plugin {
  return {
    name: 'sauda-locale-files',
    async generateBundle() {
      for (const [name, source] of await readLocales(localesDir)) {
        this.emitFile({ type: 'asset', fileName: `locales/${name}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = PUBLIC_PATH.exec(request.url ?? '')?.[1];
        if (!name || !LOCALE_FILE.test(name)) return next();
        readLocales(localesDir).then(
          (locales) => {
            const source = locales.get(name);
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
