export { initI18n, changeLanguage, i18next } from './i18n';
export { directionOf, LANGUAGE_STORAGE_KEY, type Language } from './languages';
export type { PageKey } from './page-keys';
