import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  pages: [
    {
      path: '/riders',
      title: 'Ride with Sauda · Sauda',
      description: 'Earn on your own schedule.',
    },
    { path: '/faqs', title: 'FAQs · Sauda', description: 'Answers for customers & riders.' },
  ],
};
const FAQS_CONTENT = '<main><h1>Frequently asked questions</h1></main>';
const PRERENDERED_FAQS = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${FAQS_CONTENT}</div>`,
);
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ASSET_JS = 'console.log("sauda")';
let webDist: string;
let testApp: TestApp;

function get(url: string, accept = HTML) {
  return testApp.app.inject({ method: 'GET', url, headers: { accept } });
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'sauda-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'page-meta.json'), JSON.stringify(PAGE_META));
  await mkdir(path.join(webDist, 'prerendered'));
  await writeFile(path.join(webDist, 'prerendered', 'faqs.html'), PRERENDERED_FAQS);
  // An older build shipped its own robots.txt: the server's must win without a route clash.
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(path.join(webDist, 'assets', 'index-3f2a9c.js'), ASSET_JS);
  await writeFile(path.join(webDist, 'assets', 'index-3f2a9c.js.gz'), gzipSync(ASSET_JS));
  testApp = await buildTestApp({
    env: { WEB_DIST_DIR: webDist, MAP_TILE_URL: 'https://{s}.tiles.example.pk/{z}/{x}/{y}.png' },
  });
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('answers index.html for client-side routes, revalidated on every load', async () => {
    for (const url of ['/', '/products/store/x', '/home?tab=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the page to any GET of a page route that does not ask for JSON', async () => {
    for (const accept of ['*/*', undefined, 'text/html', HTML]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/home',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-type'], String(accept)).toMatch(/^text\/html/);
      expect(response.body, String(accept)).toBe(INDEX_HTML);
    }
  });

  it('keeps the JSON 404 for API and media paths, missing files and JSON requests', async () => {
    for (const [url, accept] of [
      ['/api/v1/nope', HTML],
      ['/api/v1/nope', '*/*'],
      ['/media/nope', HTML],
      ['/metrics/nope', HTML],
      ['/assets/missing-123.js', HTML],
      ['/home', 'application/json'],
      ['/products/store/x', 'application/json, text/plain, */*'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: { code: 'not_found', message: 'Not found.', message_key: 'server.notFound' },
      });
    }
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/products/store/x',
      headers: { accept: HTML },
    });
    expect(post.statusCode).toBe(404);
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-3f2a9c.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a CSP for the SPA that allows the map tiles', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.pk/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the security headers on API errors too', async () => {
    const response = await get('/api/v1/nope', 'application/json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('page meta in the served HTML', () => {
  const metaContent = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it('writes each page’s own title, description and preview tags for /riders and /faqs', async () => {
    const riders = await get('/riders');
    expect(riders.statusCode).toBe(200);
    expect(riders.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(riders.body).toContain('<title>Ride with Sauda · Sauda</title>');
    expect(metaContent(riders.body, 'description')).toBe('Earn on your own schedule.');
    expect(metaContent(riders.body, 'og:title')).toBe('Ride with Sauda · Sauda');
    expect(metaContent(riders.body, 'og:url')).toBe('http://localhost:80/riders');
    expect(metaContent(riders.body, 'og:image')).toBe('http://localhost:80/icons/og-image.png');
    expect(riders.body).toContain('<link rel="canonical" href="http://localhost:80/riders" />');
    expect(riders.body).toContain('<div id="root"></div>');

    const faqs = await get('/faqs/?tab=riders');
    expect(metaContent(faqs.body, 'description')).toBe('Answers for customers &amp; riders.');
    expect(metaContent(faqs.body, 'og:title')).toBe('FAQs · Sauda');
    expect(faqs.body).toContain('<link rel="canonical" href="http://localhost:80/faqs" />');
  });

  it('still revalidates such a page, answering 304 when it has not changed', async () => {
    const first = await get('/riders');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/riders',
      headers: { accept: HTML, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves index.html untouched for other pages, and marks private ones noindex', async () => {
    for (const url of ['/', '/products/store/x', '/no-such-page']) {
      const response = await get(url);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
    for (const url of ['/order/history', '/checkout', '/test/design-1']) {
      const response = await get(url);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });

  it("answers the server's robots.txt with the sitemap, not the build's file", async () => {
    const response = await get('/robots.txt', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /checkout');
    expect(response.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });
});

describe('pre-rendered pages', () => {
  it('answers a page the build pre-rendered with its content and its own meta', async () => {
    const faqs = await get('/faqs');
    expect(faqs.statusCode).toBe(200);
    expect(faqs.body).toContain(`<div id="root">${FAQS_CONTENT}</div>`);
    expect(faqs.body).toContain('<title>FAQs · Sauda</title>');
    // A page the build did not pre-render is still the empty shell.
    expect((await get('/riders')).body).toContain('<div id="root"></div>');
  });

  it('compresses page HTML for browsers that accept it, and not for others', async () => {
    const inject = (encoding: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/faqs',
        headers: { accept: HTML, 'accept-encoding': encoding },
      });
    const brotli = await inject('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(FAQS_CONTENT);
    const gzip = await inject('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(FAQS_CONTENT);
    const plain = await inject('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(FAQS_CONTENT);
  });

  it('does not serve the pre-rendered files at their own paths', async () => {
    const response = await get('/prerendered/faqs.html', '*/*');
    expect(response.statusCode).toBe(404);
  });
});

describe('the other root paths', () => {
  it('serves generated media art', async () => {
    const response = await get('/media/art/industry/food.svg', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves the OpenAPI document and Swagger UI at /api/docs', async () => {
    const spec = await get('/api/docs/json', 'application/json');
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/industries',
        '/api/v1/global_configurations',
        '/meta.json',
      ]),
    );
    const ui = await get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});

describe('precompressed assets', () => {
  it('answers the .gz file to a browser that accepts gzip, as JavaScript', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('answers the plain file to a client that accepts no encoding', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_JS);
  });
});
