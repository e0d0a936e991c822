import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
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

  it('keeps the JSON 404 for API and media paths, missing files and non-HTML requests', async () => {
    for (const [url, accept] of [
      ['/api/v1/nope', HTML],
      ['/media/nope', HTML],
      ['/assets/missing-123.js', HTML],
      ['/products/store/x', '*/*'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
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
