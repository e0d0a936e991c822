import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  applyDocumentLanguage,
  isSupportedLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './languages';
import { englishResources, loadLocaleFile } from './locale-files';

async function loadLocale(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const resources = await loadLocaleFile(language);
  if (resources) i18next.addResourceBundle(language, 'translation', resources, true, true);
}

export async function initI18n(language: Language = readStoredLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyDocumentLanguage);
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: englishResources } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'ur'],
      interpolation: { escapeValue: false },
    });
    applyDocumentLanguage(DEFAULT_LANGUAGE);
  }
  if (language !== i18next.language) await changeLanguage(language);
  return i18next;
}

export async function changeLanguage(language: string): Promise<void> {
  const next = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  await loadLocale(next);
  storeLanguage(next);
  await i18next.changeLanguage(next);
}

export { i18next };
