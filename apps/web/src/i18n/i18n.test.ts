import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_KEYS } from './page-keys';
import { englishResources } from './locale-files';
import { changeLanguage, i18next, initI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY, directionOf, readStoredLanguage } from './languages';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('i18n', () => {
  it('starts in English with <html lang dir> set', async () => {
    await initI18n();
    expect(i18next.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('persists the language under "language" and turns Urdu right-to-left', async () => {
    await initI18n();
    await changeLanguage('ur');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
    expect(readStoredLanguage()).toBe('ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });

  it('falls back to English for an unknown stored language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(readStoredLanguage()).toBe('en');
    expect(directionOf('en-GB')).toBe('ltr');
  });

  it('has a title and a purpose for every page key', () => {
    const pages = englishResources.pages as Record<
      string,
      { title?: string; description?: string }
    >;
    for (const key of PAGE_KEYS) {
      expect(pages[key]?.title, key).toBeTruthy();
      expect(typeof pages[key]?.description, key).toBe('string');
    }
  });
});
