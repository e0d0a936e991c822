import type { ResourceLanguage } from 'i18next';
import { request } from '../api/request';

/**
 * English is bundled so the first paint never waits. Every other language is a file served
 * beside the app (`/locales/{lng}.json`, emitted by the web build) and fetched when chosen.
 */
const bundled = import.meta.glob<ResourceLanguage>('./locales/en.json', {
  eager: true,
  import: 'default',
});

export const englishResources: ResourceLanguage = bundled['./locales/en.json'] ?? {};

export function localeFileUrl(language: string): string {
  return `/locales/${language}.json`;
}

function isResourceObject(value: unknown): value is ResourceLanguage {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The language's messages; throws when the file cannot be loaded or is not a locale. */
export async function loadLocaleFile(language: string): Promise<ResourceLanguage> {
  const data = await request({ url: localeFileUrl(language), base: 'local', auth: false });
  if (!isResourceObject(data)) throw new Error(`The locale file of "${language}" is not valid`);
  return data;
}
