import type { Language } from '../../i18n';

/** Each language is named in its own words (and tagged with its `lang`) in every UI language. */
export const LANGUAGE_NAME_KEYS: Readonly<Record<Language, string>> = {
  en: 'language.names.en',
  ur: 'language.names.ur',
};
