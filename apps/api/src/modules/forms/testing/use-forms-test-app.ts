import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

/**
 * One app per test file with the rate limit off and its own data directory (stored files
 * are counted), closed after the file; the real clock is back after each test.
 */
export function useFormsTestApp(): { readonly testApp: TestApp } {
  let testApp: TestApp | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauda-forms-test-'));
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0', DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  return {
    get testApp() {
      if (!testApp) throw new Error('the forms test app is only built in beforeAll');
      return testApp;
    },
  };
}
