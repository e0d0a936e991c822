import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleLoadError, changeLanguage, i18next, initI18n, loadAllTexts } from '../i18n';
import { loadTexts } from './load-texts';
import { TEXT_GROUP_NAMES } from './text-groups';

/** The Urdu files as the server would send them, by path; a missing path answers 404. */
const URDU_FILES: Record<string, object> = {
  ...Object.fromEntries(TEXT_GROUP_NAMES.map((group) => [`/locales/ur/${group}.json`, {}])),
  '/locales/ur.json': { nav: { signIn: 'سائن اِن' } },
  '/locales/ur/catalog.json': { catalog: { heading: 'آپ کے قریب دکانیں' } },
  '/locales/ur/orders.json': { orders: { title: 'میرے آرڈر' } },
};

function serveUrdu(files: Record<string, object | Error> = URDU_FILES) {
  const fetchFile = vi.fn((url: string) => {
    const file = files[url];
    if (file instanceof Error) return Promise.reject(file);
    return Promise.resolve(file ? Response.json(file) : new Response('not found', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchFile);
  return fetchFile;
}

const fetchedUrls = (fetchFile: ReturnType<typeof serveUrdu>) =>
  fetchFile.mock.calls.map(([url]) => url);

beforeEach(async () => {
  await initI18n('en');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
  localStorage.clear();
  i18next.removeResourceBundle('ur', 'translation');
});

describe('loading texts per group', () => {
  it('loads a route’s groups in the language shown', async () => {
    const fetchFile = serveUrdu();
    await changeLanguage('ur');
    await loadTexts(['catalog']);
    expect(fetchedUrls(fetchFile)).toContain('/locales/ur/catalog.json');
    expect(i18next.t('catalog.heading')).toBe('آپ کے قریب دکانیں');
  });

  it('loads English groups without a request', async () => {
    const fetchFile = serveUrdu();
    await loadTexts(['catalog', 'orders']);
    expect(fetchFile).not.toHaveBeenCalled();
    expect(i18next.t('catalog.heading')).not.toBe('catalog.heading');
  });

  it('loads every English group for rendering in Node, without a request', async () => {
    const fetchFile = serveUrdu();
    await loadAllTexts();
    expect(fetchFile).not.toHaveBeenCalled();
    expect(i18next.language).toBe('en');
    expect(i18next.t('info.about.eyebrow')).not.toBe('info.about.eyebrow');
  });

  it('loads each file once, however many routes ask for it at the same time', async () => {
    const fetchFile = serveUrdu();
    await changeLanguage('ur');
    await Promise.all([loadTexts(['orders']), loadTexts(['orders']), loadTexts(['orders'])]);
    await loadTexts(['orders']);
    const ordersFetches = fetchedUrls(fetchFile).filter((url) => url === '/locales/ur/orders.json');
    expect(ordersFetches).toHaveLength(1);
  });

  it('switches language with the groups of the pages in use', async () => {
    await loadTexts(['catalog']);
    const fetchFile = serveUrdu();
    await changeLanguage('ur');
    expect(fetchedUrls(fetchFile)).toEqual(
      expect.arrayContaining(['/locales/ur.json', '/locales/ur/catalog.json']),
    );
    expect(i18next.t('nav.signIn')).toBe('سائن اِن');
    expect(i18next.t('catalog.heading')).toBe('آپ کے قریب دکانیں');
  });

  it('does not switch when a group in use cannot be loaded', async () => {
    await loadTexts(['catalog']);
    serveUrdu({ ...URDU_FILES, '/locales/ur/catalog.json': new TypeError('Failed to fetch') });
    await expect(changeLanguage('ur')).rejects.toBeInstanceOf(LocaleLoadError);
    expect(i18next.language).toBe('en');
  });

  it('shows a page in English, not as keys, when its Urdu group cannot be loaded', async () => {
    serveUrdu({ ...URDU_FILES, '/locales/ur/info.json': new TypeError('Failed to fetch') });
    await changeLanguage('ur');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadTexts(['info']);
    expect(warn).toHaveBeenCalled();
    expect(i18next.t('info.about.eyebrow')).not.toBe('info.about.eyebrow');
  });

  it('tries a failed file again when a route asks for it again', async () => {
    serveUrdu({ ...URDU_FILES, '/locales/ur/operator.json': new TypeError('Failed to fetch') });
    await changeLanguage('ur');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadTexts(['operator']);
    const fetchFile = serveUrdu({
      ...URDU_FILES,
      '/locales/ur/operator.json': { operator: { entry: 'آپریٹر' } },
    });
    await loadTexts(['operator']);
    expect(fetchedUrls(fetchFile)).toContain('/locales/ur/operator.json');
    expect(i18next.t('operator.entry')).toBe('آپریٹر');
  });
});
