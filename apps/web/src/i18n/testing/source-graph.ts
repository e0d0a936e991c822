import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])(\.{1,2}\/[^'"]+)\1/g;
const SOURCE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a relative import names, or undefined for assets (JSON, CSS, fonts). */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier.split('?')[0] ?? specifier);
  for (const suffix of SOURCE_SUFFIXES) {
    const candidate = `${base}${suffix}`;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return undefined;
}

function importsOf(file: string, source: string, followDynamic: boolean): string[] {
  const dynamic = new Set([...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[2]));
  return [...source.matchAll(RELATIVE_IMPORT)]
    .map((match) => match[2] ?? '')
    .filter((specifier) => followDynamic || !dynamic.has(specifier))
    .map((specifier) => resolveImport(file, specifier))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/**
 * Every source file `entry` can run, following static and dynamic imports, except the dynamic
 * imports made by files `isBoundary` names (the route tables, whose pages load on their own).
 */
export function reachableFiles(
  entry: string,
  isBoundary: (file: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    pending.push(...importsOf(file, source, !isBoundary(file)));
  }
  return seen;
}
