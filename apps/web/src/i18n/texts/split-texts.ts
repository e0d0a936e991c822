import { CORE_KEYS, TEXT_GROUPS, groupOfSection, type TextGroup } from './text-groups';

/** A language's texts as in its locale file: nested sections of strings. */
export type Texts = { [key: string]: unknown };

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies the text at `path` (`a.b.c`) from `source` into `target`, creating the sections. */
function copyKey(source: Texts, target: Texts, path: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in source)) return;
  const value = source[head];
  if (rest.length === 0 || !isTexts(value)) {
    target[head] = value;
    return;
  }
  const section = isTexts(target[head]) ? target[head] : {};
  target[head] = section;
  copyKey(value, section, rest.join('.'));
}

/** The sections every page needs, plus the few grouped keys the shell shows. */
export function coreTexts(texts: Texts): Texts {
  const core: Texts = {};
  for (const [section, value] of Object.entries(texts)) {
    if (groupOfSection(section) === undefined) core[section] = value;
  }
  for (const key of CORE_KEYS) copyKey(texts, core, key);
  return core;
}

export function groupTexts(texts: Texts, group: TextGroup): Texts {
  const selected: Texts = {};
  for (const section of TEXT_GROUPS[group]) {
    if (section in texts) selected[section] = texts[section];
  }
  return selected;
}
