import { beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres } from '../../../test/test-database.js';
import { useTwoInstances } from '../../orders/events/testing/use-two-instances.js';
import { insertStoreTeam, type StoreTeam } from '../orders/testing/merchant-members.js';
import { storeEventsPath } from '../events/testing/store-stream.js';
import { createStaffClient } from './testing/staff-client.js';

// Only a PostgreSQL server has other processes (instances) to tell.
describe.skipIf(!hasPostgres)('removing a member across instances (PostgreSQL only)', () => {
  // The stream is open on instance B; the owner removes the member through instance A.
  const instances = useTwoInstances();
  let team: StoreTeam;

  beforeAll(async () => {
    const { companyIds } = instances.fixture;
    team = await insertStoreTeam(
      instances.placing.database.db,
      companyIds.biryani,
      companyIds.grocer,
    );
  });

  it('ends the removed member’s stream on the other instance', async () => {
    const stream = await instances.open(storeEventsPath(), team.staff.token);
    const ownerStream = await instances.open(storeEventsPath(), team.owner.token);
    const staffA = createStaffClient(() => instances.placing.app);
    const removed = await staffA.remove(team.owner.token, 'store-biryani', team.staff.queryId);
    expect(removed.statusCode, removed.body).toBe(200);
    await expect(stream.waitFor(() => false, 5_000)).rejects.toThrow(/stream ended/);
    await expect(ownerStream.waitFor(() => false, 300)).rejects.toThrow(/no such frame/);
  });
});
