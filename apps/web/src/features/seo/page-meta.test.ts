import { beforeEach, describe, expect, it } from 'vitest';
import { englishResources } from '../../i18n/locale-files';
import { applyPageMeta } from './apply-page-meta';
import { buildPageMeta, type PageMetaInput } from './page-meta';
import { buildPageMetaFile, translatorFor } from './page-meta-file';

const t = translatorFor(englishResources);
const input = (overrides: Partial<PageMetaInput> = {}): PageMetaInput => ({
  t,
  page: 'riders',
  pathname: '/riders',
  origin: 'https://sauda.pk',
  language: 'en',
  ...overrides,
});

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('buildPageMeta', () => {
  it('gives a page its title, description, canonical address and preview picture', () => {
    expect(buildPageMeta(input())).toEqual({
      title: 'Ride with Sauda · Sauda',
      description: t('pages.riders.description'),
      canonicalUrl: 'https://sauda.pk/riders',
      imageUrl: 'https://sauda.pk/icons/og-image.png',
      imageAlt: "Sauda: your city's stores, delivered",
      siteName: 'Sauda',
      locale: 'en_PK',
      indexable: true,
    });
  });

  it('falls back to the site description where a page has none', () => {
    const meta = buildPageMeta(input({ page: 'notFound', pathname: '/nope' }));
    expect(meta.description).toBe(t('app.description'));
    expect(buildPageMeta(input({ page: undefined })).title).toBe('Sauda');
  });

  it('keeps checkout, order history, internal pages and the 404 out of search results', () => {
    for (const [page, pathname] of [
      ['checkout', '/checkout'],
      ['cartSummary', '/checkout/cart-summary'],
      ['orderHistory', '/order/history'],
      ['designStore', '/test/design-1'],
      ['notFound', '/no-such-page'],
    ]) {
      expect(buildPageMeta(input({ page, pathname })).indexable, pathname).toBe(false);
    }
    expect(buildPageMeta(input({ page: 'store', pathname: '/products/store/x' })).indexable).toBe(
      true,
    );
  });

  it('drops trailing slashes from the canonical address and speaks Urdu as ur_PK', () => {
    const meta = buildPageMeta(input({ pathname: '/riders/', language: 'ur' }));
    expect(meta.canonicalUrl).toBe('https://sauda.pk/riders');
    expect(meta.locale).toBe('ur_PK');
    expect(buildPageMeta(input({ language: 'fr' })).locale).toBe('en_PK');
  });
});

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<title>Old</title>',
      '<meta name="description" content="old" />',
      '<meta property="og:title" content="old" />',
    ].join('');
  });

  it('writes the title, description, canonical link, Open Graph and Twitter tags', () => {
    applyPageMeta(document, buildPageMeta(input()));
    expect(document.title).toBe('Ride with Sauda · Sauda');
    expect(content('meta[name="description"]')).toBe(t('pages.riders.description'));
    expect(content('meta[property="og:title"]')).toBe('Ride with Sauda · Sauda');
    expect(content('meta[property="og:url"]')).toBe('https://sauda.pk/riders');
    expect(content('meta[property="og:image"]')).toBe('https://sauda.pk/icons/og-image.png');
    expect(content('meta[property="og:locale"]')).toBe('en_PK');
    expect(content('meta[property="og:site_name"]')).toBe('Sauda');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://sauda.pk/riders',
    );
  });

  it('reuses the tags already in the page instead of adding a second of each', () => {
    applyPageMeta(document, buildPageMeta(input()));
    applyPageMeta(
      document,
      buildPageMeta(input({ page: 'orderHistory', pathname: '/order/history' })),
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(content('meta[property="og:title"]')).toBe('Order history · Sauda');
  });
});

describe('buildPageMetaFile', () => {
  it('holds the English title and a real description of every public page', () => {
    const file = buildPageMetaFile(englishResources);
    expect(file.pages.map((page) => page.path)).toContain('/faqs');
    for (const page of file.pages) {
      expect(page.title, page.path).toMatch(/· Sauda$/);
      expect(page.description.length, page.path).toBeGreaterThan(30);
    }
    expect(file.image).toEqual({
      path: '/icons/og-image.png',
      width: 1200,
      height: 630,
      alt: "Sauda: your city's stores, delivered",
    });
  });

  it('reads missing keys as empty text rather than failing', () => {
    const translate = translatorFor({ app: { titleTemplate: '{{page}} · Sauda' } });
    expect(translate('app.titleTemplate', { page: 'FAQs' })).toBe('FAQs · Sauda');
    expect(translate('pages.none.title')).toBe('');
    expect(translate('app.titleTemplate')).toBe(' · Sauda');
  });
});
