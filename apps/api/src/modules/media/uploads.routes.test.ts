import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('uploaded media', () => {
  let testApp: TestApp;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sauda-uploads-'));

  beforeAll(async () => {
    mkdirSync(path.join(dataDir, 'media', 'avatars'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'avatars', 'a1b2.png'), 'png-bytes');
    testApp = await buildTestApp({ env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('serves a stored file from DATA_DIR/media under /media/uploads', async () => {
    const response = await testApp.app.inject({ url: '/media/uploads/avatars/a1b2.png' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('png-bytes');
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers the JSON 404 for a missing file and refuses to leave the media folder', async () => {
    for (const url of ['/media/uploads/avatars/none.png', '/media/uploads/../pglite/PG_VERSION']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
