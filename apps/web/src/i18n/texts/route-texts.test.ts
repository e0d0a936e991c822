import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishResources } from '../locale-files';
import { reachableFiles, resolveImport } from '../testing/source-graph';
import { keysNamedIn, type KeyUse } from '../testing/text-keys-in-source';
import { CORE_KEYS, TEXT_GROUPS, groupOfSection, isTextGroup } from './text-groups';

const SRC = path.resolve(import.meta.dirname, '../..');
const ROUTES = path.join(SRC, 'app/routes');
const SECTIONS = new Set(Object.keys(englishResources));
const isRouteTable = (file: string) => path.dirname(file) === ROUTES;

interface RouteLoader {
  table: string;
  groups: string[];
  module: string;
}

/** Every `withTexts([...], () => import('…'))` of the route tables. */
function routeLoaders(): { loaders: RouteLoader[]; importsOutside: string[] } {
  const loaders: RouteLoader[] = [];
  const importsOutside: string[] = [];
  for (const name of readdirSync(ROUTES).filter((file) => /\.tsx?$/.test(file))) {
    const table = path.join(ROUTES, name);
    const source = readFileSync(table, 'utf8');
    const parts = source.split(/\bwithTexts\(/);
    const [before = '', ...calls] = parts;
    if (/\bimport\(/.test(before)) importsOutside.push(name);
    for (const call of calls) {
      const groups = /^\s*\[([^\]]*)\]/.exec(call)?.[1] ?? '';
      const imports = [...call.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)];
      if (imports.length !== 1) importsOutside.push(`${name}: ${call.slice(0, 80)}`);
      const module = resolveImport(table, imports[0]?.[1] ?? '');
      if (!module) continue;
      loaders.push({
        table: name,
        groups: [...groups.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? ''),
        module,
      });
    }
  }
  return { loaders, importsOutside };
}

function isCovered(use: KeyUse, groups: readonly string[]): boolean {
  const group = groupOfSection(use.section);
  if (group === undefined || groups.includes(group)) return true;
  return use.whole && CORE_KEYS.some((key) => use.key === key || use.key.startsWith(`${key}.`));
}

/** The keys the files `entry` can run name that neither the core nor `groups` hold. */
function missingKeys(entry: string, groups: readonly string[]): string[] {
  const missing = new Set<string>();
  for (const file of reachableFiles(entry, isRouteTable)) {
    for (const use of keysNamedIn(file, SECTIONS)) {
      if (!isCovered(use, groups)) missing.add(`${path.relative(SRC, file)}: ${use.key}`);
    }
  }
  return [...missing].sort();
}

describe('the texts each route loads', () => {
  const { loaders, importsOutside } = routeLoaders();

  it('loads every route module through withTexts', () => {
    expect(importsOutside).toEqual([]);
    expect(loaders.length).toBeGreaterThan(30);
  });

  it('names only text groups that exist', () => {
    const unknown = loaders.flatMap(({ groups }) => groups.filter((group) => !isTextGroup(group)));
    expect(unknown).toEqual([]);
  });

  it('needs nothing but the core for the app shell and its start', () => {
    expect(missingKeys(path.join(SRC, 'main.tsx'), [])).toEqual([]);
  });

  it.each(loaders.map((loader) => [path.relative(SRC, loader.module), loader] as const))(
    '%s finds every text it names in the groups its route loads',
    (_name, { module, groups }) => {
      expect(missingKeys(module, groups)).toEqual([]);
    },
  );
});

describe('the text groups', () => {
  it('each name sections of the English file, none of them twice', () => {
    const grouped = Object.values(TEXT_GROUPS).flat();
    expect(grouped.filter((section) => !SECTIONS.has(section))).toEqual([]);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('pull into the core only keys that exist', () => {
    const english = JSON.stringify(englishResources);
    for (const key of CORE_KEYS) {
      const value = key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          englishResources,
        );
      expect(typeof value, key).toBe('string');
    }
    expect(english.length).toBeGreaterThan(0);
  });
});
