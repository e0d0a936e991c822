import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { hasPostgres } from '../../../test/test-database.js';
import { createCheckoutClient } from '../../invoices/testing/checkout-client.js';
import { CHECKOUT_NOW, insertCheckoutFixture } from '../../invoices/testing/checkout-fixture.js';
import { ORDER_EVENTS_APPLICATION_NAME } from '../../orders/events/postgres-order-events-source.js';
import {
  insertShopperWithAddress,
  placeOrderFor,
} from '../../orders/events/testing/place-order-for.js';
import { openEventStream, type SseReader } from '../../orders/events/testing/sse-reader.js';
import {
  EVENTS_PATH,
  listeningUrl,
  raiseStock,
} from '../../orders/events/testing/use-order-events-test-app.js';
import { createMerchantOrdersClient } from '../orders/testing/merchant-orders-client.js';
import { insertStoreTeam, type StoreTeam } from '../orders/testing/merchant-members.js';
import { asStoreFrame, storeEvents, storeEventsPath, withId } from './testing/store-stream.js';

/** The listening connections of the order events hubs on this database. */
async function listeningConnections(database: Database): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_stat_activity
        where application_name = ${ORDER_EVENTS_APPLICATION_NAME} and datname = current_database()`,
  );
  return result.rows[0]?.count ?? 0;
}

// Only a PostgreSQL server has other processes (instances) to tell.
describe.skipIf(!hasPostgres)('store events across instances (PostgreSQL only)', () => {
  let instanceA: TestApp;
  let instanceB: TestApp;
  let databaseA: Database;
  let urlB: string;
  let product: string;
  let team: StoreTeam;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    instanceB = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    if (instanceB.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    // A second pool on the same database: what another API process would have.
    databaseA = await createDatabase({ databaseUrl: instanceB.database.connectionString });
    instanceA = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' }, database: databaseA });
    const fixture = await insertCheckoutFixture(databaseA.db);
    product = await raiseStock(instanceA, fixture);
    team = await insertStoreTeam(
      databaseA.db,
      fixture.companyIds.biryani,
      fixture.companyIds.grocer,
    );
    urlB = await listeningUrl(instanceB);
  });
  afterAll(async () => {
    await instanceA?.close();
    await databaseA?.close();
    await instanceB?.close();
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const reader of readers.splice(0)) reader.close();
  });

  async function openOnB(path: string, token: string): Promise<SseReader> {
    const reader = await openEventStream(`${urlB}${path}`, { token });
    readers.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor((frame) => frame.retry !== undefined);
    return reader;
  }

  it('an order placed and accepted through instance A reaches the store’s stream on instance B', async () => {
    const storeStream = await openOnB(storeEventsPath(), team.staff.token);
    const shopper = await insertShopperWithAddress(databaseA.db);
    const clientA = createCheckoutClient(() => instanceA.app);

    const { expected } = await placeOrderFor(clientA, databaseA.db, shopper, product);
    await storeStream.waitFor(withId(expected.id));
    const merchantA = createMerchantOrdersClient(() => instanceA.app);
    const orderId = expected.data.order_query_id;
    const accepted = await merchantA.moved(team.staff.token, 'store-biryani', orderId, {
      status: 'order_confirmed',
    });
    await storeStream.waitFor((frame) => frame.event === 'order_status');

    const frames = storeEvents(storeStream);
    expect(frames[0]).toEqual(asStoreFrame(expected));
    expect(frames[1]).toMatchObject({
      event: 'order_status',
      data: {
        order_query_id: orderId,
        status: 'order_confirmed',
        at: accepted.statuses.order_confirmed,
      },
    });
  });

  it('serves the shopper’s and the store’s streams of an instance over one listening connection', async () => {
    const shopper = await insertShopperWithAddress(databaseA.db);
    await openOnB(EVENTS_PATH, shopper.token);
    await openOnB(storeEventsPath(), team.owner.token);
    await openOnB(storeEventsPath(), team.manager.token);

    expect(await listeningConnections(databaseA)).toBe(1);
  });
});
