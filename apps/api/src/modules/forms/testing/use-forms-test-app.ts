import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

/**
 * One app per test file with the rate limit off and its own data directory (stored files
 * are counted), closed after the file; the real clock is back after each test.
 */
export function useFormsTestApp(): { readonly testApp: TestApp } {
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });

  afterAll(async () => {
    await testApp?.close();
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
