import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_KEYS } from './page-keys';
import { englishResources } from './locale-files';
import { LocaleLoadError, changeLanguage, i18next, initI18n } from './i18n';
import { provideUrduResources } from './testing/urdu-resources';
import { LANGUAGE_STORAGE_KEY, directionOf, readStoredLanguage } from './languages';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
  localStorage.clear();
  i18next.removeResourceBundle('ur', 'translation');
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
    provideUrduResources();
    await changeLanguage('ur');
    expect(i18next.t('nav.signIn')).toBe('سائن اِن');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
    expect(readStoredLanguage()).toBe('ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });

  it('loads Urdu from /locales/ur.json when it is chosen', async () => {
    await initI18n();
    const fetchLocale = vi.fn(() => Promise.resolve(Response.json({ nav: { signIn: 'سائن اِن' } })));
    vi.stubGlobal('fetch', fetchLocale);
    await changeLanguage('ur');
    expect(fetchLocale).toHaveBeenCalledWith('/locales/ur.json', expect.anything());
    expect(i18next.t('nav.signIn')).toBe('سائن اِن');
  });

  it('stays in English, and remembers nothing, when the Urdu file cannot be loaded', async () => {
    await initI18n();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(changeLanguage('ur')).rejects.toBeInstanceOf(LocaleLoadError);
    expect(i18next.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('refuses a locale file that is not an object of messages', async () => {
    await initI18n();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(['not', 'a', 'locale']))),
    );
    await expect(changeLanguage('ur')).rejects.toBeInstanceOf(LocaleLoadError);
    expect(i18next.language).toBe('en');
  });

  it('opens in English when the stored Urdu cannot be loaded on start', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('gone', { status: 404 }))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = await initI18n();
    expect(instance.language).toBe('en');
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
