import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { merchantInvitations, merchantMembers } from '../../db/schema/index.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { createStaffClient } from '../../modules/merchant/staff/testing/staff-client.js';
import { insertMember } from '../../modules/merchant/stores/testing/store-members.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { otherStoreClaims } from './merchant-claims.js';
import { watchRows } from './watch-rows.js';

const BIRYANI = STORES.biryani.queryId;

const staffClient = (setup: MerchantStoresTestApp) =>
  createStaffClient(() => setup.checkout.testApp.app);

/** What only the server sets on a membership: whose it is, which store, who invited, since when. */
function staffClaims(setup: MerchantStoresTestApp): Record<string, unknown> {
  const { otherOwner, shopper } = setup.team;
  return {
    ...otherStoreClaims(setup.fixture()),
    ...inBothSpellings({
      user_id: shopper.userId,
      member_id: otherOwner.queryId,
      invited_by: otherOwner.userId,
      mobile_number: '+923459990009',
      status: 'active',
      is_you: true,
      full_name: 'Chosen Name',
    }),
  };
}

/** Every store membership but those of one user (0: all of them). */
function watchMembersBut(db: AppDb, userId: number) {
  return watchRows(
    db,
    sql`select * from merchant_members where user_id <> ${userId} order by user_id, company_id`,
  );
}

function membershipsOf(db: AppDb, userId: number) {
  return db.select().from(merchantMembers).where(eq(merchantMembers.userId, userId));
}

/** A new member of the biryani house for one case, with its own memberships watched apart. */
async function freshStaffMember(setup: MerchantStoresTestApp, fullName: string) {
  const { companyIds } = setup.fixture();
  const member = await insertMember(setup.db(), 'staff', [companyIds.biryani], fullName);
  return { member, others: await watchMembersBut(setup.db(), member.userId) };
}

/** The store's people: a membership stays the store's and the person's the path names. */
export const staffCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'POST /api/v1/merchant/stores/:storeId/staff',
    actor: 'the store owner',
    guards: 'the invitation’s store and inviter; nobody joins before claiming it',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const db = setup.db();
      const mobile = '+923459990001';
      const members = await watchMembersBut(db, 0);
      const response = await staffClient(setup).invite(setup.team.owner.token, BIRYANI, {
        ...staffClaims(setup),
        mobile_number: mobile,
        role: 'staff',
      });
      return {
        response,
        async expectStored() {
          const invitations = await db
            .select()
            .from(merchantInvitations)
            .where(eq(merchantInvitations.mobileNumber, mobile));
          expect(invitations).toMatchObject([
            {
              companyId: setup.fixture().companyIds.biryani,
              invitedBy: setup.team.owner.userId,
              role: 'staff',
            },
          ]);
          await members.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId/staff/:memberId',
    actor: 'the store owner promoting staff to manager',
    guards: 'whose membership and which store’s: only its role changes',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { member, others } = await freshStaffMember(setup, 'Kamran');
      const response = await staffClient(setup).patch(
        setup.team.owner.token,
        BIRYANI,
        member.queryId,
        { ...staffClaims(setup), role: 'manager' },
      );
      return {
        response,
        async expectStored() {
          expect(await membershipsOf(db, member.userId)).toMatchObject([
            { companyId: setup.fixture().companyIds.biryani, role: 'manager' },
          ]);
          await others.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'DELETE /api/v1/merchant/stores/:storeId/staff/:memberId',
    actor: 'the store owner',
    guards: 'who leaves: the member in the path, of this store (the route reads no body)',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { member, others } = await freshStaffMember(setup, 'Rizwan');
      const response = await setup.checkout.testApp.app.inject({
        method: 'DELETE',
        url: `/api/v1/merchant/stores/${BIRYANI}/staff/${member.queryId}`,
        headers: { authorization: `Bearer ${setup.team.owner.token}` },
        payload: staffClaims(setup),
      });
      return {
        response,
        async expectStored() {
          expect(await membershipsOf(db, member.userId)).toEqual([]);
          await others.expectUnchanged();
        },
      };
    },
  },
];
