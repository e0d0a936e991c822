import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from '../languages';
import { englishGroups } from './english-texts';
import { fetchTexts } from './fetch-texts';
import { TEXT_GROUP_NAMES, type TextGroup } from './text-groups';

/** The groups the routes opened so far needed: a language switch loads them first. */
const groupsInUse = new Set<TextGroup>();
const pending = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The language a switch is loading: routes opened meanwhile load their groups in it too. */
let switchingTo: string | undefined;

const partId = (language: string, group?: TextGroup) => `${language}/${group ?? 'core'}`;

function readTexts(language: string, group?: TextGroup) {
  if (language !== DEFAULT_LANGUAGE) return fetchTexts(language, group);
  // English's core is bundled and in place from the start.
  return group === undefined ? Promise.resolve({}) : englishGroups[group]();
}

/** Loads a part of a language's texts once; a failed load is tried again on the next call. */
function loadPart(language: string, group?: TextGroup): Promise<void> {
  const id = partId(language, group);
  // A part counts as loaded while its language's texts are still in place.
  if (loaded.has(id) && i18next.hasResourceBundle(language, 'translation')) {
    return Promise.resolve();
  }
  const known = pending.get(id);
  if (known) return known;
  const load = readTexts(language, group)
    .then((texts) => {
      i18next.addResourceBundle(language, 'translation', texts, true, true);
      loaded.add(id);
    })
    .finally(() => pending.delete(id));
  pending.set(id, load);
  return load;
}

/** A group in the language shown; when that language's file fails, the group in English. */
async function loadShownGroup(language: string, group: TextGroup): Promise<void> {
  try {
    await loadPart(language, group);
  } catch (error) {
    if (language === DEFAULT_LANGUAGE) throw error;
    console.warn(error);
    await loadPart(DEFAULT_LANGUAGE, group);
  }
}

/**
 * Loads the text groups a route's page needs, in the language shown (and in the one a switch
 * is loading), before the route renders. Route loaders await it beside their module.
 */
export async function loadTexts(groups: readonly TextGroup[]): Promise<void> {
  for (const group of groups) groupsInUse.add(group);
  const shown = i18next.language || DEFAULT_LANGUAGE;
  const languages = switchingTo && switchingTo !== shown ? [shown, switchingTo] : [shown];
  await Promise.all(
    languages.flatMap((language) => groups.map((group) => loadShownGroup(language, group))),
  );
}

/**
 * Loads what the app needs to show `language`: its core and every group in use. Rejects when
 * any of them cannot be loaded. Routes that open until `switched` is called load in it too.
 */
export async function loadLanguage(language: string): Promise<void> {
  switchingTo = language;
  const groups = [...groupsInUse];
  await Promise.all([loadPart(language), ...groups.map((group) => loadPart(language, group))]);
}

/** The switch `loadLanguage` began is over (done or given up). */
export function switched(): void {
  switchingTo = undefined;
}

/** Every English group, whatever the routes use: for rendering in Node. */
export async function loadEnglishGroups(): Promise<void> {
  await Promise.all(TEXT_GROUP_NAMES.map((group) => loadPart(DEFAULT_LANGUAGE, group)));
}

/** For tests that put a language's whole file in place: nothing of it needs loading. */
export function markTextsLoaded(language: string): void {
  loaded.add(partId(language));
  for (const group of TEXT_GROUP_NAMES) loaded.add(partId(language, group));
}
