import { readFileSync } from 'node:fs';

/** A text key a source file names: whole (`'catalog.empty'`) or only its start (`` `catalog.${x}` ``). */
export interface KeyUse {
  section: string;
  /** The key, or its fixed start when the rest is computed. */
  key: string;
  whole: boolean;
}

const LITERAL = /(['"`])([A-Za-z][A-Za-z0-9]*\.[^'"`\n]*)/g;
const KEY_START = /^[A-Za-z0-9_.]*/;

/**
 * The text keys of known sections a source file names: any string or template literal that
 * starts with `<section>.`, e.g. `t('catalog.empty')`, `const S = 'merchantStaff.activity'` or
 * `` `home.promos.${key}.body` ``. Reading every literal, not only `t()` calls, also finds keys
 * kept in constants and tables.
 */
export function keysNamedIn(file: string, sections: ReadonlySet<string>): KeyUse[] {
  const source = readFileSync(file, 'utf8');
  const uses: KeyUse[] = [];
  for (const match of source.matchAll(LITERAL)) {
    const [, quote = '', text = ''] = match;
    const section = text.slice(0, text.indexOf('.'));
    if (!sections.has(section)) continue;
    const key = KEY_START.exec(text)?.[0] ?? section;
    const end = match.index + match[0].length;
    uses.push({ section, key, whole: key === text && source[end] === quote });
  }
  return uses;
}
