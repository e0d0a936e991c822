import type { ResourceLanguage } from 'i18next';
import { request } from '../../api/request';
import type { TextGroup } from './text-groups';

/**
 * Where a language's texts are served beside the app (emitted by build/locale-files-plugin.ts):
 * `/locales/{lng}.json` holds the core, `/locales/{lng}/{group}.json` each group.
 */
export function textsUrl(language: string, group?: TextGroup): string {
  return group === undefined ? `/locales/${language}.json` : `/locales/${language}/${group}.json`;
}

function isResourceObject(value: unknown): value is ResourceLanguage {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A part of the language's texts; throws when its file cannot be loaded or is not a locale. */
export async function fetchTexts(language: string, group?: TextGroup): Promise<ResourceLanguage> {
  const data = await request({ url: textsUrl(language, group), base: 'local', auth: false });
  if (!isResourceObject(data)) throw new Error(`The locale file of "${language}" is not valid`);
  return data;
}
