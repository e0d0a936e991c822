import { OPERATOR_MESSAGES } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  companyWorkingHours,
  merchantInvitations,
  users,
} from '../../../db/schema/index.js';
import { merchantBody } from '../../forms/testing/forms-client.js';
import { insertMember } from '../../merchant/stores/testing/store-members.js';
import { errorOf } from './testing/admin-client.js';
import { useAdminTestApp } from './testing/use-admin-test-app.js';

const setup = useAdminTestApp();
const token = () => setup.cast.operator.token;

async function storeRow(queryId: string) {
  const [company] = await setup.db().select().from(companies).where(eq(companies.queryId, queryId));
  if (!company) throw new Error(`no store ${queryId}`);
  const hours = await setup
    .db()
    .select()
    .from(companyWorkingHours)
    .where(eq(companyWorkingHours.companyId, company.id));
  const invitations = await setup
    .db()
    .select()
    .from(merchantInvitations)
    .where(eq(merchantInvitations.companyId, company.id));
  return { company, hours, invitations };
}

describe('accepting a merchant application', () => {
  it('opens a draft store from the application and invites the applicant as its owner', async () => {
    const id = await setup.submitted(
      'merchant',
      merchantBody({ business_name: 'Lahori Chargha Point', mobile_number: '0321 5550001' }),
    );
    const application = await setup.admin.reviewed(token(), id, { status: 'accepted' });
    expect(application.status).toBe('accepted');
    expect(application.store).toMatchObject({ name: 'Lahori Chargha Point', is_published: false });

    const { company, hours, invitations } = await storeRow(application.store?.query_id ?? '');
    expect(company).toMatchObject({
      name: 'Lahori Chargha Point',
      industryId: 1, // "Food" is the fixture's Food industry
      isActive: false,
      addressLine: 'Shop 12, MM Alam Road, Gulberg III',
      city: 'Lahore',
      phone: '+923215550001',
      lat: 31.5497,
      long: 74.3436,
      commissionRateBps: 1000,
    });
    expect(company.slug).toMatch(/^lahori-chargha-point-[0-9a-f]{6}$/);
    expect(hours).toHaveLength(7);
    expect(hours.every((slot) => slot.startTime.startsWith('09:00'))).toBe(true);
    expect(invitations).toMatchObject([
      { mobileNumber: '+923215550001', role: 'owner', invitedBy: setup.cast.operator.userId },
    ]);
    expect(setup.sms.sent).toContainEqual({
      to: '+923215550001',
      body: expect.stringContaining('Lahori Chargha Point') as string,
    });

    const listed = await setup.admin.listed(token(), { query: 'Lahori Chargha' });
    expect(listed.applications[0]?.store?.query_id).toBe(application.store?.query_id);
  });

  it('asks for the industry when the category names none, and takes the one chosen', async () => {
    const id = await setup.submitted('merchant', merchantBody({ business_category: 'Pets' }));
    const refused = await setup.admin.review(token(), id, { status: 'accepted' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'validation_failed',
      fields: { industry_id: OPERATOR_MESSAGES.industryRequired },
    });
    const unknown = await setup.admin.review(token(), id, { status: 'accepted', industry_id: 999 });
    expect(errorOf(unknown).fields).toEqual({ industry_id: OPERATOR_MESSAGES.industryRequired });
    // Past any id the database can hold (it once failed there with a 500).
    const past = await setup.admin.review(token(), id, {
      status: 'accepted',
      industry_id: 2_147_483_648,
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toEqual({ industry_id: OPERATOR_MESSAGES.industryRequired });
    // Nothing was opened by the refusals: the application is still new.
    expect((await setup.admin.read(token(), id)).status).toBe('new');

    const accepted = await setup.admin.reviewed(token(), id, {
      status: 'accepted',
      industry_id: 2,
    });
    const { company } = await storeRow(accepted.store?.query_id ?? '');
    expect(company.industryId).toBe(2);
  });

  it('matches the category to an industry in any letter case', async () => {
    const id = await setup.submitted('merchant', merchantBody({ business_category: 'Grocery' }));
    const accepted = await setup.admin.reviewed(token(), id, { status: 'accepted' });
    expect((await storeRow(accepted.store?.query_id ?? '')).company.industryId).toBe(2);
  });

  it('opens a new store for a number that already works in another', async () => {
    const member = await insertMember(setup.db(), 'owner', [setup.fixture.companyIds.grocer]);
    await setup
      .db()
      .update(users)
      .set({ mobileNumber: '+923215550002' })
      .where(eq(users.id, member.userId));
    const id = await setup.submitted(
      'merchant',
      merchantBody({ business_name: 'Second Branch', mobile_number: '+92 321 5550002' }),
    );
    const accepted = await setup.admin.reviewed(token(), id, { status: 'accepted' });
    const { invitations } = await storeRow(accepted.store?.query_id ?? '');
    expect(invitations).toMatchObject([{ mobileNumber: '+923215550002', role: 'owner' }]);
  });

  it('rejecting or reviewing a merchant opens nothing', async () => {
    const id = await setup.submitted('merchant', merchantBody());
    expect((await setup.admin.reviewed(token(), id, { status: 'reviewed' })).store).toBeNull();
    expect((await setup.admin.reviewed(token(), id, { status: 'rejected' })).store).toBeNull();
  });
});
