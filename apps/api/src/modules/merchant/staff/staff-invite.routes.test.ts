import { MAX_OPEN_INVITATIONS, STORE_STAFF_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../auth/testing/accounts-client.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { invitationSmsBody } from './store-invitations.js';
import {
  OTHER_STORE_ID,
  STORE_ID,
  TEAM_NUMBERS,
  useStaffTestApp,
} from './testing/use-staff-test-app.js';

const setup = useStaffTestApp(100);
const { staff } = setup;

describe('the store’s people', () => {
  it('lists owners, managers, then staff, then invitations, marking the owner’s own line', async () => {
    const number = setup.nextNumber();
    await staff.invited(setup.team.owner.token, STORE_ID, number, 'manager');
    const listed = await staff.listed(setup.team.owner.token, STORE_ID);
    const active = listed.filter((member) => member.status === 'active');
    expect(active.map((m) => [m.full_name, m.role, m.mobile_number, m.is_you])).toEqual([
      ['Usman', 'owner', TEAM_NUMBERS.owner, true],
      ['Hina', 'manager', TEAM_NUMBERS.manager, false],
      ['Sana', 'staff', TEAM_NUMBERS.staff, false],
    ]);
    expect(active[0]?.id).toBe(setup.team.owner.queryId);
    expect(listed.at(-1)).toMatchObject({
      status: 'invited',
      mobile_number: number,
      role: 'manager',
      full_name: null,
      is_you: false,
    });
    expect(listed.slice(0, 3).every((member) => member.status === 'active')).toBe(true);
  });
});

describe('inviting a number', () => {
  it('answers 201 with the invitation, texts the number and logs it', async () => {
    const number = setup.nextNumber();
    const member = await staff.invited(setup.team.owner.token, STORE_ID, number, 'staff');
    expect(member).toMatchObject({ status: 'invited', mobile_number: number, role: 'staff' });
    expect(Date.parse(member.since)).not.toBeNaN();
    const [sms] = await setup.accounts.outbox(number);
    expect(sms?.body).toBe(invitationSmsBody('Karachi Biryani House', 'staff'));
    const [entry] = await staff.logged(setup.team.owner.token, STORE_ID, '?action=staff_invited');
    expect(entry).toMatchObject({
      action: 'staff_invited',
      subject: number,
      detail: { role: 'staff' },
      actor: { full_name: 'Usman', mobile_number: TEAM_NUMBERS.owner },
    });
  });

  it('names an invited number that already has an account', async () => {
    const member = await staff.invited(
      setup.team.otherOwner.token,
      OTHER_STORE_ID,
      TEAM_NUMBERS.shopper,
      'staff',
    );
    expect(member).toMatchObject({ full_name: 'Ayesha Khan', status: 'invited' });
  });

  it('refuses a number that is not +92 and 10 digits, or an unknown role, with 400', async () => {
    for (const body of [
      { mobile_number: '+44 7700 900123', role: 'staff' },
      { mobile_number: '+92300', role: 'staff' },
      { mobile_number: '+92 300 1234567', role: 'staff' },
      { mobile_number: setup.nextNumber(), role: 'boss' },
      { role: 'staff' },
    ]) {
      const refused = await staff.invite(setup.team.owner.token, STORE_ID, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).code).toBe('validation_failed');
    }
  });

  it('answers 409 for a member’s number and for a number invited already', async () => {
    const member = await staff.invite(setup.team.owner.token, STORE_ID, {
      mobile_number: TEAM_NUMBERS.staff,
      role: 'manager',
    });
    expect(member.statusCode).toBe(409);
    expect(errorOf(member)).toMatchObject({
      code: 'already_member',
      message: STORE_STAFF_MESSAGES.alreadyMember,
    });
    const number = setup.nextNumber();
    await staff.invited(setup.team.owner.token, STORE_ID, number, 'staff');
    const again = await staff.invite(setup.team.owner.token, STORE_ID, {
      mobile_number: number,
      role: 'manager',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'already_invited',
      message: STORE_STAFF_MESSAGES.alreadyInvited,
    });
  });

  it(`refuses more than ${MAX_OPEN_INVITATIONS} open invitations with 400`, async () => {
    const owner = setup.team.owner.token;
    const store = STORES.tikka.queryId;
    const open = (await staff.listed(owner, store)).filter((m) => m.status === 'invited').length;
    for (let i = open; i < MAX_OPEN_INVITATIONS; i++) {
      await staff.invited(owner, store, setup.nextNumber(), 'staff');
    }
    const refused = await staff.invite(owner, store, {
      mobile_number: setup.nextNumber(),
      role: 'staff',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'too_many_invitations',
      message: STORE_STAFF_MESSAGES.tooManyInvitations,
    });
  });
});
