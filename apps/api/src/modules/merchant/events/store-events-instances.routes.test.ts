import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { hasPostgres } from '../../../test/test-database.js';
import { createCheckoutClient } from '../../invoices/testing/checkout-client.js';
import { LISTENER_APPLICATION_NAME } from '../../../instance-bus/postgres-listen-source.js';
import {
  insertShopperWithAddress,
  placeOrderFor,
} from '../../orders/events/testing/place-order-for.js';
import { EVENTS_PATH } from '../../orders/events/testing/use-order-events-test-app.js';
import { useTwoInstances } from '../../orders/events/testing/use-two-instances.js';
import { createMerchantOrdersClient } from '../orders/testing/merchant-orders-client.js';
import { insertStoreTeam, type StoreTeam } from '../orders/testing/merchant-members.js';
import { asStoreFrame, storeEvents, storeEventsPath, withId } from './testing/store-stream.js';

/** The listening connections of the instances on this database. */
async function listeningConnections(database: Database): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  );
  return result.rows[0]?.count ?? 0;
}

// Only a PostgreSQL server has other processes (instances) to tell.
describe.skipIf(!hasPostgres)('store events across instances (PostgreSQL only)', () => {
  // Streams open on instance B; orders are placed and accepted through instance A.
  const instances = useTwoInstances();
  const databaseA = () => instances.placing.database;
  let team: StoreTeam;

  beforeAll(async () => {
    const { companyIds } = instances.fixture;
    team = await insertStoreTeam(databaseA().db, companyIds.biryani, companyIds.grocer);
  });

  it('an order placed and accepted through instance A reaches the store’s stream on instance B', async () => {
    const storeStream = await instances.open(storeEventsPath(), team.staff.token);
    const shopper = await insertShopperWithAddress(databaseA().db);
    const clientA = createCheckoutClient(() => instances.placing.app);

    const { expected } = await placeOrderFor(clientA, databaseA().db, shopper, instances.product);
    await storeStream.waitFor(withId(expected.id));
    const merchantA = createMerchantOrdersClient(() => instances.placing.app);
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
    const shopper = await insertShopperWithAddress(databaseA().db);
    await instances.open(EVENTS_PATH, shopper.token);
    await instances.open(storeEventsPath(), team.owner.token);
    await instances.open(storeEventsPath(), team.manager.token);

    // One per instance on this database: B's streams share B's, A listens for its caches.
    expect(await listeningConnections(databaseA())).toBe(2);
  });
});
