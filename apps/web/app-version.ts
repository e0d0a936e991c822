import { readFileSync } from 'node:fs';

/**
 * The app's version has one source, the root package.json (the API reads the same file for
 * /meta.json): the build writes it into the web code as `__APP_VERSION__`.
 */
export function appVersionDefine(): Record<'__APP_VERSION__', string> {
  const rootPackage = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return { __APP_VERSION__: JSON.stringify(rootPackage.version) };
}
