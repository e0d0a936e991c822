import { STORE_STAFF_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../auth/testing/accounts-client.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { STORE_ID, useStaffTestApp } from './testing/use-staff-test-app.js';

const setup = useStaffTestApp(200);
const { staff } = setup;
/** Anarkali Karahi Point: each test here gives it the owners it needs. */
const KARAHI = STORES.karahi.queryId;
const karahiId = () => setup.fixture().companyIds.karahi;

const idsOf = async (token: string, storeId: string) =>
  (await staff.listed(token, storeId)).map((member) => member.id);

describe('changing a role', () => {
  it('promotes a member and logs who did it, from what to what', async () => {
    const owner = setup.team.owner.token;
    const member = await setup.addMember('staff', 'Bilal');
    const response = await staff.patch(owner, STORE_ID, member.queryId, { role: 'manager' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      member: { id: member.queryId, status: 'active', role: 'manager', full_name: 'Bilal' },
    });
    const listed = await staff.listed(owner, STORE_ID);
    expect(listed.find((m) => m.id === member.queryId)?.role).toBe('manager');
    const [entry] = await staff.logged(owner, STORE_ID, '?action=staff_role_changed');
    expect(entry).toMatchObject({
      subject: member.mobileNumber,
      detail: { from: 'staff', to: 'manager' },
      actor: { full_name: 'Usman' },
    });
  });

  it('changes an invitation’s role before it is claimed', async () => {
    const owner = setup.team.owner.token;
    const invited = await staff.invited(owner, STORE_ID, setup.nextNumber(), 'staff');
    const response = await staff.patch(owner, STORE_ID, invited.id, { role: 'owner' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      member: { id: invited.id, status: 'invited', role: 'owner' },
    });
  });

  it('refuses to demote the only owner (400 last_owner) and lets one of two step down', async () => {
    const solo = await setup.addMember('owner', 'Solo', [karahiId()]);
    const refused = await staff.patch(solo.token, KARAHI, solo.queryId, { role: 'manager' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'last_owner',
      message: STORE_STAFF_MESSAGES.lastOwner,
    });
    const second = await setup.addMember('owner', 'Second', [karahiId()]);
    const stepped = await staff.patch(solo.token, KARAHI, solo.queryId, { role: 'manager' });
    expect(stepped.statusCode, stepped.body).toBe(200);
    // Now a manager, Solo may no longer run the staff; Second is the only owner.
    expect((await staff.list(solo.token, KARAHI)).statusCode).toBe(403);
    const last = await staff.patch(second.token, KARAHI, second.queryId, { role: 'staff' });
    expect(errorOf(last).code).toBe('last_owner');
  });

  it('answers 404 member_not_found for an unknown id or another store’s member', async () => {
    const owner = setup.team.owner.token;
    for (const id of ['nobody', setup.team.otherOwner.queryId]) {
      const response = await staff.patch(owner, STORE_ID, id, { role: 'staff' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'member_not_found',
        message: STORE_STAFF_MESSAGES.memberNotFound,
      });
    }
    const bad = await staff.patch(owner, STORE_ID, setup.team.staff.queryId, { role: 'chef' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('removing someone', () => {
  it('removes a member at once: the store answers them 404 from the next request', async () => {
    const owner = setup.team.owner.token;
    const member = await setup.addMember('manager', 'Kamran');
    expect((await setup.stores.get(member.token, STORE_ID)).statusCode).toBe(200);
    const response = await staff.remove(owner, STORE_ID, member.queryId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      member: { id: member.queryId, role: 'manager', full_name: 'Kamran' },
    });
    expect((await setup.stores.get(member.token, STORE_ID)).statusCode).toBe(404);
    expect(await idsOf(owner, STORE_ID)).not.toContain(member.queryId);
    const [entry] = await staff.logged(owner, STORE_ID, '?action=staff_removed');
    expect(entry).toMatchObject({ subject: member.mobileNumber, detail: { role: 'manager' } });
    const again = await staff.remove(owner, STORE_ID, member.queryId);
    expect(errorOf(again).code).toBe('member_not_found');
  });

  it('withdraws an invitation, so the number no longer joins', async () => {
    const owner = setup.team.owner.token;
    const number = setup.nextNumber();
    const invited = await staff.invited(owner, STORE_ID, number, 'staff');
    const response = await staff.remove(owner, STORE_ID, invited.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ member: { id: invited.id, status: 'invited' } });
    expect(await idsOf(owner, STORE_ID)).not.toContain(invited.id);
    const { token } = await setup.accounts.register(number, '123456', 'Late Comer');
    expect(await setup.stores.stores(token)).toEqual([]);
  });

  it('refuses to remove the only owner, even by themselves, and lets an owner of two leave', async () => {
    const solo = await setup.addMember('owner', 'Alone', [setup.fixture().companyIds.grocer]);
    const grocer = STORES.grocer.queryId;
    // Gulshan Grocers has two owners here: the team's and Alone.
    const left = await staff.remove(solo.token, grocer, solo.queryId);
    expect(left.statusCode, left.body).toBe(200);
    const refused = await staff.remove(
      setup.team.otherOwner.token,
      grocer,
      setup.team.otherOwner.queryId,
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'last_owner',
      message: STORE_STAFF_MESSAGES.lastOwner,
    });
  });
});
