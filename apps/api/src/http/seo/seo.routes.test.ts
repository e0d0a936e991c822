import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { insertCatalogFixture, STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://sauda.pk/' } });
  await insertCatalogFixture(testApp.database.db);
});

afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('answers XML with every public page at the configured origin', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual(
      expect.arrayContaining(
        [
          '/home',
          '/products',
          '/about-us',
          '/riders',
          '/merchants',
          '/careers',
          '/news',
          '/faqs',
          '/contact',
          '/privacy-policy',
          '/cookies-policy',
          '/terms-and-conditions',
        ].map((path) => `https://sauda.pk${path}`),
      ),
    );
  });

  it('lists the page of every store a shopper can see, and no other', async () => {
    const urls = locs((await get('/sitemap.xml')).body);
    expect(urls).toContain(`https://sauda.pk/products/store/${STORES.biryani.queryId}`);
    expect(urls).toContain(`https://sauda.pk/products/store/${STORES.karahi.queryId}`);
    expect(urls).not.toContain(`https://sauda.pk/products/store/${STORES.retired.queryId}`);
    expect(urls.some((url) => /checkout|order|test/.test(url ?? ''))).toBe(false);
  });
});

describe('GET /robots.txt', () => {
  it('keeps private and internal pages out and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/checkout',
      '/order',
      '/test',
      '/review-order',
      '/dashboard',
      '/api/',
      '/metrics',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://sauda.pk/sitemap.xml');
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('keeps only the origin and refuses paths and other schemes', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://sauda.pk/' }).publicOrigin).toBe(
      'https://sauda.pk',
    );
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    for (const value of ['https://sauda.pk/shop', 'ftp://sauda.pk', 'sauda.pk']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }), value).toThrow(ConfigError);
    }
  });
});
