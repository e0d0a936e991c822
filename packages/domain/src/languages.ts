/** The interface's languages: English and Urdu (right to left). */
export const LANGUAGES = Object.freeze(['en', 'ur'] as const);
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
