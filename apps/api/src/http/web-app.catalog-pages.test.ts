import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, companies, products } from '../db/schema/index.js';
import { insertCatalogFixture, STORES } from '../modules/catalog/testing/catalog-fixture.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const INDEX_HTML = [
  '<!doctype html><html><head>',
  '<!-- page-meta -->',
  '<title>Groceries, food and more, delivered · Sauda</title>',
  '<!-- /page-meta -->',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const PAGE_META = {
  siteName: 'Sauda',
  locale: 'en_PK',
  image: { path: '/icons/og-image.png', width: 1200, height: 630, alt: 'Sauda' },
  pages: [{ path: '/home', title: 'Home · Sauda', description: 'Groceries, delivered.' }],
};
const ORIGIN = 'https://sauda.example.pk';
const TRICKY_STORE = { queryId: 'store-tricky', name: 'Bismillah <Karahi> "&" Co' };
const TRICKY_PRODUCT = { queryId: 'product-tricky', name: '<script>alert("x")</script> & Naan' };

let webDist: string;
let testApp: TestApp;

/** A crawler's request: a wildcard Accept, as link-preview bots send. */
function crawl(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function insertTrickyStore(): Promise<void> {
  const db = testApp.database.db;
  const [store] = await db
    .insert(companies)
    .values({ ...TRICKY_STORE, industryId: 1, slug: 'tricky', lat: 24.86, long: 67.01 })
    .returning({ id: companies.id });
  const companyId = store?.id ?? 0;
  const [category] = await db
    .insert(categories)
    .values({ companyId, name: 'Bread' })
    .returning({ id: categories.id });
  await db.insert(products).values({
    ...TRICKY_PRODUCT,
    companyId,
    categoryId: category?.id ?? 0,
    costPaisa: 123_456_78,
    quantity: 5,
  });
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'sauda-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'page-meta.json'), JSON.stringify(PAGE_META));
  testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_ORIGIN: ORIGIN } });
  await insertCatalogFixture(testApp.database.db);
  await insertTrickyStore();
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('link previews of store pages', () => {
  it('writes the store’s name, logo and address into the page head', async () => {
    const response = await crawl(`/products/store/${STORES.biryani.queryId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const address = `${ORIGIN}/products/store/${STORES.biryani.queryId}`;
    expect(html).toContain('<title>Karachi Biryani House · Sauda</title>');
    expect(metaContent(html, 'og:title')).toBe('Karachi Biryani House · Sauda');
    expect(metaContent(html, 'description')).toBe(
      'Order from Karachi Biryani House on Sauda, delivered to your door.',
    );
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/media/uploads/biryani.png`);
    expect(metaContent(html, 'og:url')).toBe(address);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Karachi Biryani House · Sauda');
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/media/uploads/biryani.png`);
    expect(html).toContain(`<link rel="canonical" href="${address}" />`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives a store without a logo its generated art, as an absolute address', async () => {
    const html = (await crawl(`/products/store/${STORES.tikka.queryId}/`)).body;
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/sauda\.example\.pk\/media\/art\//);
  });

  it('escapes a name with <, " and &', async () => {
    const html = (await crawl(`/products/store/${TRICKY_STORE.queryId}`)).body;
    const escaped = 'Bismillah &lt;Karahi&gt; &quot;&amp;&quot; Co · Sauda';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(metaContent(html, 'og:title')).toBe(escaped);
    expect(html).not.toContain('<Karahi>');
  });

  it('serves the generic page for an unknown or hidden store', async () => {
    for (const id of ['no-such-store', STORES.hidden.queryId]) {
      const response = await crawl(`/products/store/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(response.body, id).toBe(INDEX_HTML);
    }
  });
});

describe('link previews of product pages', () => {
  const productPage = (store: string, product: string) => `/products/details/${store}/${product}`;

  it('writes the product’s name, price, store and photo into the page head', async () => {
    const url = productPage(STORES.biryani.queryId, 'product-chickenBiryani');
    const response = await crawl(url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Chicken Biryani Single · Sauda</title>');
    expect(metaContent(html, 'og:title')).toBe('Chicken Biryani Single · Sauda');
    // Rs 450.00 less its Rs 50.50 promotion.
    expect(metaContent(html, 'description')).toBe(
      'Rs 399.50 at Karachi Biryani House. Chicken Biryani with raita.',
    );
    expect(metaContent(html, 'twitter:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/media/uploads/chicken-biryani.png`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${url}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url}" />`);
  });

  it('escapes the product name and formats a large price', async () => {
    const html = (await crawl(productPage(TRICKY_STORE.queryId, TRICKY_PRODUCT.queryId))).body;
    const title = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Naan · Sauda';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<script>alert');
    expect(metaContent(html, 'description')).toBe(
      'Rs 123,456.78 at Bismillah &lt;Karahi&gt; &quot;&amp;&quot; Co.',
    );
  });

  it('serves the generic page for an unknown product or one of another store', async () => {
    for (const url of [
      productPage(STORES.biryani.queryId, 'no-such-product'),
      productPage(STORES.grocer.queryId, 'product-chickenBiryani'),
      productPage('no-such-store', 'product-chickenBiryani'),
    ]) {
      const response = await crawl(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('keeps the JSON 404 for a JSON request to a product page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: productPage(STORES.biryani.queryId, 'product-chickenBiryani'),
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
