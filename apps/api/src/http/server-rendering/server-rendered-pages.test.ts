import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SESSION_HINT_COOKIE } from '@sauda/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache, invalidateCatalog } from '../../modules/catalog/catalog-cache.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { rendererEntry } from './page-renderer.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>Sauda</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's server-side entry: it reads the industries through the `send`
 * it is given, as the real one reads a page's data, and counts its renders.
 */
const RENDERER = `
globalThis.pageRenders ??= [];
export async function renderPageWithData(path, send) {
  globalThis.pageRenders.push(path);
  if (path.includes('broken')) throw new Error('a read failed');
  const answer = await send('/api/v1/industries', { headers: { accept: 'application/json' } });
  const { industry_types } = await answer.json();
  return {
    html: '<main>' + answer.status + ': ' + industry_types.length + ' industries</main>',
    styleTags: '<style data-s="">main{}</style>',
    dataScript: '<script type="application/json" id="page-data">{"queries":[]}</script>',
  };
}
export function pageGuestScript(guest) {
  return '<script type="application/json" id="page-guest">' + JSON.stringify(guest) + '</script>';
}
`;

const LIMIT = 10;
const NAVIGATE = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
const renders = () => (globalThis as { pageRenders?: string[] }).pageRenders ?? [];
let webDist: string;
let testApp: TestApp;

function open(url: string, headers: Record<string, string> = NAVIGATE) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

function guestOf(html: string) {
  const json = /id="page-guest">(.*?)<\/script>/.exec(html)?.[1];
  return json
    ? (JSON.parse(json) as {
        user: { id: number; is_guest: boolean; session_ktb_token: string };
        visitorId: string;
        guestSecret: string;
      })
    : null;
}

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sauda-rendered-'));
  webDist = path.join(root, 'dist');
  await mkdir(webDist);
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await mkdir(path.dirname(rendererEntry(webDist)));
  await writeFile(rendererEntry(webDist), RENDERER);
  testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: String(LIMIT) } });
});

afterAll(async () => {
  await testApp.close();
  await rm(path.dirname(webDist), { recursive: true, force: true });
});

beforeEach(() => {
  renders().length = 0;
  clearCatalogCache(testApp.app.db);
});

describe('catalog pages rendered on the server', () => {
  it('holds the store listing, with its styles and data, in the page', async () => {
    const page = await open('/products', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><main>200: 0 industries</main></div>');
    expect(page.body).toContain('<style data-s="">main{}</style></head>');
    expect(page.body).toContain('<script type="application/json" id="page-data">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('renders "/", a store and a product page, and no other page', async () => {
    for (const url of ['/', '/products/store/s1', '/products/details/s1/p1', '/products?page=2']) {
      expect((await open(url)).body, url).toContain('<main>');
    }
    for (const url of ['/checkout/cart-summary', '/order/history', '/dashboard', '/home']) {
      expect((await open(url)).body, url).toBe(INDEX_HTML);
    }
    expect(renders()).toEqual([
      '/',
      '/products/store/s1',
      '/products/details/s1/p1',
      '/products?page=2',
    ]);
  });

  it('renders a page once for every visitor until the catalog changes', async () => {
    await open('/products', { accept: 'text/html' });
    await open('/products', { accept: 'text/html' });
    await open('/products?industryId=2', { accept: 'text/html' });
    expect(renders()).toEqual(['/products', '/products?industryId=2']);
    invalidateCatalog(testApp.app.db);
    await open('/products', { accept: 'text/html' });
    expect(renders()).toHaveLength(3);
  });

  it('serves the page as built when it cannot be rendered', async () => {
    const page = await open('/products/store/broken');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    expect(guestOf(page.body)).toBeNull();
  });

  it("does not count the page's own reads against the visitor's limit", async () => {
    const visitor = '10.20.30.40';
    const call = (headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/v1/industries',
        headers,
        remoteAddress: visitor,
      });
    // Twice the limit in renders, each making a read, from the visitor's address.
    for (let store = 0; store < 2 * LIMIT; store += 1) {
      const page = await testApp.app.inject({
        method: 'GET',
        url: `/products/store/s${store}`,
        headers: { accept: 'text/html' },
        remoteAddress: visitor,
      });
      expect(page.body).toContain('<main>');
    }
    // The visitor's own calls still have the whole limit, and a guessed mark does not help.
    const answers = [(await call({ 'x-page-render': 'guessed' })).statusCode];
    for (let made = 1; made < LIMIT; made += 1) answers.push((await call()).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await call({ 'x-page-render': 'guessed' })).statusCode).toBe(429);
  });
});

describe("a first-time visitor's guest", () => {
  it('comes with the page: a real guest session the browser can keep and sign in with again', async () => {
    const page = await open('/products');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.etag).toBeUndefined();
    const guest = guestOf(page.body);
    expect(guest?.user.is_guest).toBe(true);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${guest?.user.session_ktb_token}` },
    });
    expect(me.statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/authenticate_anonymously',
      payload: { login_id: guest?.visitorId, password: guest?.guestSecret },
    });
    expect(again.json<{ user: { id: number } }>().user.id).toBe(guest?.user.id);
  });

  it('is made for each new visitor, never shared', async () => {
    const first = guestOf((await open('/products')).body);
    const second = guestOf((await open('/products')).body);
    expect(first?.user.id).not.toBe(second?.user.id);
    expect(first?.visitorId).not.toBe(second?.visitorId);
  });

  it('is not made for a browser that already holds a user, nor for a crawler', async () => {
    const returning = await open('/products', {
      ...NAVIGATE,
      cookie: `theme=dark; ${SESSION_HINT_COOKIE}=1`,
    });
    const crawler = await open('/products', { accept: 'text/html' });
    for (const page of [returning, crawler]) {
      expect(page.body).toContain('<main>');
      expect(guestOf(page.body)).toBeNull();
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
