import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { CHECKOUT_NOW, insertCheckoutFixture, type CheckoutFixture } from './checkout-fixture.js';
import { createCheckoutClient, type CheckoutClient } from './checkout-client.js';

export interface CheckoutTestApp {
  readonly testApp: TestApp;
  readonly fixture: CheckoutFixture;
  readonly client: CheckoutClient;
}

/**
 * The per-file setup of the checkout route tests: one app (rate limit off) on a fresh database
 * with the checkout fixture, and the clock the routes read frozen at CHECKOUT_NOW for each test
 * (a test may move it with `vi.setSystemTime`).
 */
export function useCheckoutTestApp(): CheckoutTestApp {
  let testApp: TestApp | undefined;
  let fixture: CheckoutFixture | undefined;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    fixture = await insertCheckoutFixture(testApp.database.db);
  });
  afterAll(() => testApp?.close());

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function current(): { testApp: TestApp; fixture: CheckoutFixture } {
    if (!testApp || !fixture) throw new Error('the checkout test app is only built in beforeAll');
    return { testApp, fixture };
  }

  return {
    get testApp() {
      return current().testApp;
    },
    get fixture() {
      return current().fixture;
    },
    client: createCheckoutClient(() => current().testApp.app),
  };
}
