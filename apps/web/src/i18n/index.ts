export { initI18n, changeLanguage, i18next, loadAllTexts, LocaleLoadError } from './i18n';
export { loadTexts } from './texts/load-texts';
export type { TextGroup } from './texts/text-groups';
export {
  DEFAULT_LANGUAGE,
  directionOf,
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';
export { translateMessage } from './domain-messages/translate-message';
export { useTranslateMessage } from './domain-messages/use-translate-message';
export { errorText, otpFailureText, serverText } from './domain-messages/error-text';
export { useErrorText } from './domain-messages/use-error-text';
export type { PageKey } from './page-keys';
