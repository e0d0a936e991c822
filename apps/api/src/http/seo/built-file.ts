import { readFileSync, statSync } from 'node:fs';

/**
 * A small file of the web build, parsed once and read again only when it changes on disk (a
 * rebuild while the server runs must not leave pages pointing at deleted assets). Synchronous
 * on purpose: the SPA fallback answers in the same tick, and a stat of a cached file costs
 * microseconds.
 */
export function builtFile<T>(file: string, parse: (text: string) => T | null): () => T | null {
  let cached: { mtimeMs: number; value: T | null } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      }
      return cached.value;
    } catch {
      return null;
    }
  };
}
