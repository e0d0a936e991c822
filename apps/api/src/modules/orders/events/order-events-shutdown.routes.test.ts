import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { insertShopper } from '../../invoices/testing/checkout-fixture.js';
import { RECONNECT_HINT_MS } from './order-event-streams.js';
import { openEventStream } from './testing/sse-reader.js';
import { EVENTS_PATH, listeningUrl } from './testing/use-order-events-test-app.js';

describe('order events stream at shutdown', () => {
  it('ends open streams with a last reconnect hint so that the server can close', async () => {
    const testApp = await buildTestApp();
    try {
      const shopper = await insertShopper(testApp.database.db);
      const url = await listeningUrl(testApp);
      const reader = await openEventStream(`${url}${EVENTS_PATH}`, { token: shopper.token });
      await reader.waitFor((frame) => frame.retry !== undefined);
      const ended = reader.waitFor(() => false, 20_000).catch((error: Error) => error.message);

      await testApp.app.close();

      expect(await ended).toMatch(/^stream ended/);
      // The greeting's hint, then the goodbye's: the browser reconnects, to another instance.
      const hints = reader.frames.map((frame) => frame.retry).filter(Boolean);
      expect(hints).toHaveLength(2);
      expect(hints[1]).toBeGreaterThanOrEqual(RECONNECT_HINT_MS);
      expect(hints[1]).toBeLessThan(2 * RECONNECT_HINT_MS);
    } finally {
      await testApp.close();
    }
  });
});
