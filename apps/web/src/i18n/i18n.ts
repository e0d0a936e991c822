import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from '../theme/script-fonts';
import {
  DEFAULT_LANGUAGE,
  applyDocumentLanguage,
  isSupportedLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './languages';
import { englishCore } from './texts/english-texts';
import { loadEnglishGroups, loadLanguage, switched } from './texts/load-texts';

/** The chosen language's texts could not be loaded: the app stays in the language it had. */
export class LocaleLoadError extends Error {
  constructor(
    readonly language: Language,
    options?: { cause?: unknown },
  ) {
    super(`The "${language}" messages could not be loaded`, options);
    this.name = 'LocaleLoadError';
  }
}

async function loadLocale(language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch (cause) {
    throw new LocaleLoadError(language, { cause });
  }
}

export async function initI18n(language: Language = readStoredLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyDocumentLanguage);
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: englishCore } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'ur'],
      interpolation: { escapeValue: false },
    });
    applyDocumentLanguage(DEFAULT_LANGUAGE);
  }
  if (language !== i18next.language) {
    // On start a missing locale file must not keep the app from opening: it opens in English.
    await changeLanguage(language).catch((error: unknown) => console.warn(error));
  }
  return i18next;
}

/**
 * Loads the language's messages (its core and the groups of the pages in use) and font, then
 * switches to it and remembers the choice. Rejects with LocaleLoadError (and changes nothing)
 * when its messages cannot be loaded.
 */
export async function changeLanguage(language: string): Promise<void> {
  const next = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  try {
    await Promise.all([loadLocale(next), loadScriptFont(next)]);
    storeLanguage(next);
    await i18next.changeLanguage(next);
  } finally {
    switched();
  }
}

/** English with every text group in place, whatever the routes load: for rendering in Node. */
export async function loadAllTexts(): Promise<typeof i18next> {
  const instance = await initI18n(DEFAULT_LANGUAGE);
  await loadEnglishGroups();
  return instance;
}

export { i18next };
