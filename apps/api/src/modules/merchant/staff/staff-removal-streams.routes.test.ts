import { beforeAll, describe, expect, it } from 'vitest';
import { merchantMembers } from '../../../db/schema/index.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import {
  insertShopperWithAddress,
  placeOrderFor,
} from '../../orders/events/testing/place-order-for.js';
import type { SseReader } from '../../orders/events/testing/sse-reader.js';
import { useOrderEventsTestApp } from '../../orders/events/testing/use-order-events-test-app.js';
import {
  insertMember,
  insertStoreTeam,
  type StoreTeam,
} from '../orders/testing/merchant-members.js';
import { storeEventsPath, withId } from '../events/testing/store-stream.js';
import { createStaffClient } from './testing/staff-client.js';

// A removed member's open event streams of the store end with the removal; everyone else's go
// on. Runs on PGlite (in-process notifications) and, with DATABASE_URL, on PostgreSQL.

const events = useOrderEventsTestApp();
const staff = createStaffClient(() => events.testApp.app);
const STORE_ID = STORES.biryani.queryId;
let team: StoreTeam;

beforeAll(async () => {
  const { companyIds } = events.fixture;
  team = await insertStoreTeam(events.db, companyIds.biryani, companyIds.grocer);
});

async function openStore(token: string, storeId: string = STORE_ID): Promise<SseReader> {
  const reader = await events.open({ token }, storeEventsPath(storeId));
  expect(reader.status).toBe(200);
  await reader.waitFor((frame) => frame.retry !== undefined);
  return reader;
}

const ended = (reader: SseReader) =>
  expect(reader.waitFor(() => false, 5_000)).rejects.toThrow(/stream ended/);

describe('removing a member with an open event stream', () => {
  it('ends the removed member’s stream of that store and keeps the others’ live', async () => {
    const { companyIds } = events.fixture;
    const leaving = await insertMember(events.db, companyIds.biryani, 'staff', 'Leaving');
    // Also works at Gulshan Grocers: that stream is not this store's and stays open.
    await events.db
      .insert(merchantMembers)
      .values({ userId: leaving.userId, companyId: companyIds.grocer, role: 'staff' });
    const leavingStream = await openStore(leaving.token);
    const leavingElsewhere = await openStore(leaving.token, STORES.grocer.queryId);
    const ownerStream = await openStore(team.owner.token);
    const staffStream = await openStore(team.staff.token);

    const removed = await staff.remove(team.owner.token, STORE_ID, leaving.queryId);
    expect(removed.statusCode, removed.body).toBe(200);
    await ended(leavingStream);

    const shopper = await insertShopperWithAddress(events.db);
    const { expected } = await placeOrderFor(events.client, events.db, shopper, events.product);
    await ownerStream.waitFor(withId(expected.id));
    await staffStream.waitFor(withId(expected.id));
    expect(leavingElsewhere.frames.length).toBeGreaterThan(0);
    await expect(leavingElsewhere.waitFor(() => false, 300)).rejects.toThrow(/no such frame/);

    const reopened = await events.open({ token: leaving.token }, storeEventsPath());
    expect(reopened.status).toBe(404);
  });

  it('leaves every stream open when the removal is refused', async () => {
    const { companyIds } = events.fixture;
    const soloStore = STORES.karahi.queryId;
    const solo = await insertMember(events.db, companyIds.karahi, 'owner', 'Solo');
    const stream = await openStore(solo.token, soloStore);
    const refused = await staff.remove(solo.token, soloStore, solo.queryId);
    expect(refused.statusCode).toBe(400);
    await expect(stream.waitFor(() => false, 500)).rejects.toThrow(/no such frame/);
  });
});
