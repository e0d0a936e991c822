import type { AppDb } from '../../../db/client.js';
import { describe, expect, it } from 'vitest';
import { findUserByQueryId } from '../../auth/users.repository.js';
import { listStoreMemberships } from '../access/store-membership.repository.js';
import { claimWaitingInvitations } from './claim-store-invitations.js';
import { STORE_ID, useStaffTestApp } from './testing/use-staff-test-app.js';

// An invitation becomes a membership when its number signs in with its PIN, finishes sign-up
// verification, or lists its stores; the invitation is then gone and the join is logged.

const setup = useStaffTestApp(400);
const { staff } = setup;
const PIN = '123456';

/** The stores the user works in, read from the table: no route that might claim on its own. */
async function membershipsOf(queryId: string) {
  const user = await findUserByQueryId(setup.db(), queryId);
  if (!user) throw new Error(`no user ${queryId}`);
  const rows = await listStoreMemberships(setup.db(), user.id);
  return rows.map((row) => [row.storeQueryId, row.role]);
}

async function expectJoined(mobileNumber: string, role: string, fullName: string | null) {
  const owner = setup.team.owner.token;
  const listed = await staff.listed(owner, STORE_ID);
  expect(listed.filter((m) => m.mobile_number === mobileNumber)).toEqual([
    expect.objectContaining({ status: 'active', role }),
  ]);
  const [entry] = await staff.logged(owner, STORE_ID, '?action=staff_joined');
  expect(entry).toMatchObject({
    subject: mobileNumber,
    detail: { role },
    actor: { full_name: fullName, mobile_number: mobileNumber },
  });
}

describe('claiming invitations', () => {
  it('at sign-up verification: the new account works in the store from its first session', async () => {
    const number = setup.nextNumber();
    await staff.invited(setup.team.owner.token, STORE_ID, number, 'manager');
    const queryId = await setup.accounts.signUp(number);
    expect(await membershipsOf(queryId)).toEqual([]);
    await setup.accounts.verifySignUp(queryId, number);
    expect(await membershipsOf(queryId)).toEqual([[STORE_ID, 'manager']]);
    // Step 2 comes before the name: the log has the number and no name yet.
    await expectJoined(number, 'manager', null);
  });

  it('at PIN sign-in, for a number that already had an account', async () => {
    const number = setup.nextNumber();
    const { queryId } = await setup.accounts.register(number, PIN, 'Faisal');
    await staff.invited(setup.team.owner.token, STORE_ID, number, 'staff');
    expect(await membershipsOf(queryId)).toEqual([]);
    await setup.accounts.loginToken(number, PIN);
    expect(await membershipsOf(queryId)).toEqual([[STORE_ID, 'staff']]);
    await expectJoined(number, 'staff', 'Faisal');
  });

  it('when a signed-in user lists their stores, without signing in again', async () => {
    const number = setup.nextNumber();
    const { token } = await setup.accounts.register(number, PIN, 'Nadia');
    expect(await setup.stores.stores(token)).toEqual([]);
    await staff.invited(setup.team.owner.token, STORE_ID, number, 'manager');
    const stores = await setup.stores.stores(token);
    expect(stores.map((store) => [store.query_id, store.role])).toEqual([[STORE_ID, 'manager']]);
    await expectJoined(number, 'manager', 'Nadia');
    // Claimed once: the invitation is gone, a second listing changes nothing.
    expect(await setup.stores.stores(token)).toHaveLength(1);
    const invited = (await staff.listed(setup.team.owner.token, STORE_ID)).filter(
      (m) => m.status === 'invited' && m.mobile_number === number,
    );
    expect(invited).toEqual([]);
  });
});

/** The statements a claim issues through this handle, counted by their builder's entry. */
function countingDb(db: AppDb) {
  const calls: string[] = [];
  const entries = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property === 'string' && entries.has(property) && typeof value === 'function') {
        calls.push(property);
        return value.bind(target) as unknown;
      }
      return value;
    },
  });
  return { db: counted, calls };
}

describe('a user with no invitations', () => {
  it('costs listing their stores one indexed look-up and no transaction', async () => {
    const { db, calls } = countingDb(setup.db());
    await claimWaitingInvitations(db, {
      id: setup.team.shopper.userId,
      mobileNumber: '+923001110005',
    });
    expect(calls).toEqual(['select']);
    const none = countingDb(setup.db());
    await claimWaitingInvitations(none.db, { id: setup.team.shopper.userId, mobileNumber: null });
    expect(none.calls).toEqual([]);
  });
});
