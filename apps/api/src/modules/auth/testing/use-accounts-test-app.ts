import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createAccountsClient, uniqueNumber, type AccountsClient } from './accounts-client.js';

export interface AccountsTestApp {
  /** The app of this test file; only once `beforeAll` has run. */
  readonly testApp: TestApp;
  /** A client of the app, usable from the tests and hooks (not at module load). */
  readonly client: AccountsClient;
  /** A number no other test uses: seeds count up from the file's own offset. */
  nextNumber(): string;
}

/**
 * The per-file setup of the accounts route tests: one app with the global rate limit off,
 * built before the tests and closed after them, and the real clock back after each test
 * (tests may `freezeClock()`). `firstSeed` keeps the file's numbers apart from other files'.
 */
export function useAccountsTestApp(firstSeed: number): AccountsTestApp {
  let testApp: TestApp | undefined;
  let seed = firstSeed;

  function current(): TestApp {
    if (!testApp) throw new Error('the accounts test app is only built in beforeAll');
    return testApp;
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });

  afterAll(() => testApp?.close());

  afterEach(() => {
    vi.useRealTimers();
  });

  return {
    get testApp() {
      return current();
    },
    client: createAccountsClient(() => current().app),
    nextNumber: () => uniqueNumber(seed++),
  };
}
