import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { insertShopper } from '../../invoices/testing/checkout-fixture.js';
import { openEventStream } from './testing/sse-reader.js';
import { EVENTS_PATH, listeningUrl } from './testing/use-order-events-test-app.js';

describe('order events stream at shutdown', () => {
  it('ends open streams so that the server can close', async () => {
    const testApp = await buildTestApp();
    try {
      const shopper = await insertShopper(testApp.database.db);
      const url = await listeningUrl(testApp);
      const reader = await openEventStream(`${url}${EVENTS_PATH}`, { token: shopper.token });
      await reader.waitFor((frame) => frame.retry !== undefined);
      const ended = reader.waitFor(() => false, 20_000).catch((error: Error) => error.message);

      await testApp.app.close();

      expect(await ended).toMatch(/^stream ended/);
    } finally {
      await testApp.close();
    }
  });
});
