/** The storage key and languages of the shell (SPEC §3 App: language, default en, persisted). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ur', 'ar', 'fa']);

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language.split('-')[0] ?? language) ? 'rtl' : 'ltr';
}

export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable; the language still applies to this visit.
  }
}

/**
 * Keeps `<html lang dir>` in step with the UI language, for screen readers and CSS. Only a
 * change is written: setting either, even to its value, makes the browser restyle every
 * element that `:lang()` or `:dir()` could match, which is the whole page.
 */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const direction = directionOf(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
}
