import { ORDER_STATUS_EVENT } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { hasPostgres } from '../../../test/test-database.js';
import { createCheckoutClient } from '../../invoices/testing/checkout-client.js';
import { LISTENER_APPLICATION_NAME } from '../../../instance-bus/postgres-listen-source.js';
import { insertShopperWithAddress, placeOrderFor } from './testing/place-order-for.js';
import type { SseFrame, SseReader } from './testing/sse-reader.js';
import { EVENTS_PATH } from './testing/use-order-events-test-app.js';
import { useTwoInstances } from './testing/use-two-instances.js';

const isStatus = (frame: SseFrame) => frame.event === ORDER_STATUS_EVENT;
const withId = (id: string) => (frame: SseFrame) => isStatus(frame) && frame.id === id;
const statusEvents = (reader: SseReader) =>
  reader.frames
    .filter(isStatus)
    .map((frame) => ({ id: frame.id, data: JSON.parse(frame.data ?? 'null') as unknown }));

type ListeningBackend = Record<string, unknown> & { pid: number; query: string };

/** The listening connections of the instances on this database. */
async function listeningBackends(database: Database): Promise<ListeningBackend[]> {
  const result = await database.db.execute<ListeningBackend>(
    sql`select pid, query from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  );
  return result.rows;
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Only a PostgreSQL server has other processes (instances) and connections that can drop.
describe.skipIf(!hasPostgres)('order events across instances (PostgreSQL only)', () => {
  // Streams open on instance A; orders go through instance B, on its own pool.
  const instances = useTwoInstances();
  const clientB = createCheckoutClient(() => instances.placing.app);
  const databaseB = () => instances.placing.database;

  it('an order placed through instance B reaches the stream open on instance A', async () => {
    const shopper = await insertShopperWithAddress(databaseB().db);
    const stream = await instances.open(EVENTS_PATH, shopper.token);

    const { expected } = await placeOrderFor(clientB, databaseB().db, shopper, instances.product);

    await stream.waitFor(withId(expected.id));
    expect(statusEvents(stream)).toEqual([expected]);
  });

  it('listens again after its connection is terminated, losing nothing', async () => {
    const shopper = await insertShopperWithAddress(databaseB().db);
    const stream = await instances.open(EVENTS_PATH, shopper.token);
    // Each instance listens on a connection of its own (the instance bus starts with the app).
    const before = await listeningBackends(databaseB());
    expect(before, 'both instances listen').toHaveLength(2);

    for (const { pid } of before) {
      await databaseB().db.execute(sql`select pg_terminate_backend(${pid})`);
    }
    // Placed while A is (most likely) still reconnecting: A catches up from the database.
    const duringOutage = await placeOrderFor(clientB, databaseB().db, shopper, instances.product);
    const oldPids = new Set(before.map((b) => b.pid));
    await waitUntil(async () => {
      const backends = await listeningBackends(databaseB());
      const fresh = backends.filter((b) => !oldPids.has(b.pid) && /^LISTEN/i.test(b.query));
      return fresh.length === 2;
    }, 'both instances listen again');
    const afterwards = await placeOrderFor(clientB, databaseB().db, shopper, instances.product);

    await stream.waitFor(withId(afterwards.expected.id));
    expect(statusEvents(stream)).toEqual([duringOutage.expected, afterwards.expected]);
  });
});
