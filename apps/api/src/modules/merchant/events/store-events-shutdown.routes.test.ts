import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { insertCheckoutFixture } from '../../invoices/testing/checkout-fixture.js';
import { openEventStream } from '../../orders/events/testing/sse-reader.js';
import { listeningUrl } from '../../orders/events/testing/use-order-events-test-app.js';
import { insertMember } from '../orders/testing/merchant-members.js';
import { storeEventsPath } from './testing/store-stream.js';

describe('store events stream at shutdown', () => {
  it('ends open streams so that the server can close', async () => {
    const testApp = await buildTestApp();
    try {
      const { companyIds } = await insertCheckoutFixture(testApp.database.db);
      const staff = await insertMember(testApp.database.db, companyIds.biryani, 'staff');
      const url = await listeningUrl(testApp);
      const reader = await openEventStream(`${url}${storeEventsPath()}`, { token: staff.token });
      await reader.waitFor((frame) => frame.retry !== undefined);
      const ended = reader.waitFor(() => false, 20_000).catch((error: Error) => error.message);

      await testApp.app.close();

      expect(await ended).toMatch(/^stream ended/);
    } finally {
      await testApp.close();
    }
  });
});
