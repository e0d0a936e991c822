import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../../test/test-database.js';
import { errorOf } from '../../auth/testing/accounts-client.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { listStoreMembers } from './staff.repository.js';
import { useStaffTestApp } from './testing/use-staff-test-app.js';

const setup = useStaffTestApp(500);
const ROUNDS = 10;
const KARAHI = STORES.karahi.queryId;

/** Who still owns Anarkali Karahi Point. */
async function ownersLeft(): Promise<string[]> {
  const members = await listStoreMembers(setup.db(), setup.fixture().companyIds.karahi);
  return members.filter((member) => member.role === 'owner').map((m) => m.userQueryId);
}

// PGlite runs one transaction at a time: only a PostgreSQL server can race them.
describe.skipIf(!hasPostgres)('two owners removing each other at once (PostgreSQL only)', () => {
  it(`${ROUNDS} times: exactly one succeeds and the store keeps one owner`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const karahi = [setup.fixture().companyIds.karahi];
      const [a, b] = [
        await setup.addMember('owner', `Owner A${round}`, karahi),
        await setup.addMember('owner', `Owner B${round}`, karahi),
      ];
      // Each round's pair is the store's only owners: the previous round left one, removed here.
      for (const left of await ownersLeft()) {
        if (left === a.queryId || left === b.queryId) continue;
        const removed = await setup.staff.remove(a.token, KARAHI, left);
        expect(removed.statusCode, removed.body).toBe(200);
      }

      const demote = round % 2 === 1;
      const [byA, byB] = await Promise.all([
        demote
          ? setup.staff.patch(a.token, KARAHI, b.queryId, { role: 'manager' })
          : setup.staff.remove(a.token, KARAHI, b.queryId),
        setup.staff.remove(b.token, KARAHI, a.queryId),
      ]);
      const statuses = [byA.statusCode, byB.statusCode].sort();
      expect(statuses[0], `round ${round}: ${byA.body} / ${byB.body}`).toBe(200);
      expect(statuses[1], `round ${round}: ${byA.body} / ${byB.body}`).toBeGreaterThanOrEqual(400);
      const loser = byA.statusCode === 200 ? byB : byA;
      // Refused as the last owner, or (removed or demoted first) as no longer an owner.
      expect(['last_owner', 'not_found', 'forbidden_role']).toContain(errorOf(loser).code);
      expect(await ownersLeft()).toHaveLength(1);
    }
  });
});
