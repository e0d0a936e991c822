import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { formSubmissions } from '../../db/schema/index.js';
import type { AdminTestApp } from '../../modules/admin/applications/testing/use-admin-test-app.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { merchantBody, postForm, uniqueMobile } from '../../modules/forms/testing/forms-client.js';
import { FAR_AHEAD, LONG_AGO } from './account-claims.js';
import { asFormFields, inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { storedCompany, watchOtherStores } from './merchant-rows.js';
import { watchRows } from './watch-rows.js';

/** What an applicant or operator would set on an application if they could: its review. */
function applicationClaims(setup: AdminTestApp): Record<string, unknown> {
  const { fixture, cast } = setup;
  return inBothSpellings({
    id: 1,
    query_id: 'application-chosen',
    form: 'rider',
    status: 'accepted',
    reviewed_at: LONG_AGO,
    reviewed_by: cast.shopper.userId,
    company_id: fixture.companyIds.biryani,
    store_id: fixture.companyIds.biryani,
    store_query_id: STORES.biryani.queryId,
    dedupe_key: 'chosen',
    files: [{ key: 'forms/elsewhere.pdf', name: 'cv.pdf', type: 'application/pdf', size: 1 }],
    created_at: FAR_AHEAD,
  });
}

async function storedSubmission(db: AppDb, where: { id: number } | { queryId: string }) {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      'id' in where ? eq(formSubmissions.id, where.id) : eq(formSubmissions.queryId, where.queryId),
    );
  if (!row) throw new Error('no such submission');
  return row;
}

/** Another applicant's submission, sent now, to compare after the write. */
async function watchAnotherSubmission(setup: AdminTestApp) {
  const queryId = await setup.submitted(
    'merchant',
    merchantBody({ mobile_number: uniqueMobile() }),
  );
  return watchRows(setup.db(), sql`select * from form_submissions where query_id = ${queryId}`);
}

/** The biryani house, its members and its invitations: an accepted applicant gets none of them. */
function watchBiryaniTeam(setup: AdminTestApp) {
  const biryani = setup.fixture.companyIds.biryani;
  return watchRows(
    setup.db(),
    sql`select c.*,
          (select json_agg(m order by m.user_id) from merchant_members m where m.company_id = c.id)
            as members,
          (select json_agg(i order by i.id) from merchant_invitations i where i.company_id = c.id)
            as invitations
        from companies c where c.id = ${biryani}`,
  );
}

/** Public forms and the operator's decisions: a review is the operator's, made on the server. */
export const operatorCases: MassAssignmentCase<AdminTestApp>[] = [
  {
    route: 'POST /api/v1/forms/:form',
    actor: 'an anonymous merchant applicant (multipart)',
    guards: 'the application’s kind, review status, reviewer, store, files and created_at',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const db = setup.db();
      const others = await watchAnotherSubmission(setup);
      const fields = merchantBody(asFormFields(applicationClaims(setup)));
      const response = await postForm(setup.testApp.app, 'merchant', fields);
      return {
        response,
        async expectStored() {
          const id = response.json<{ submission: { id: number } }>().submission.id;
          const row = await storedSubmission(db, { id });
          expect(row).toMatchObject({
            form: 'merchant',
            status: 'new',
            reviewedAt: null,
            reviewedBy: null,
            companyId: null,
            files: [],
          });
          expect(row.queryId).not.toBe('application-chosen');
          expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
          expect(Object.keys(row.payload as object).sort()).toEqual(
            Object.keys(merchantBody()).sort(),
          );
          await others.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/admin/applications/:applicationId',
    actor: 'an operator accepting a merchant',
    guards: 'the reviewer and time, the application’s own fields, the store it opens (a new one)',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const queryId = await setup.submitted(
        'merchant',
        merchantBody({ mobile_number: uniqueMobile() }),
      );
      const before = await storedSubmission(db, { queryId });
      const others = await watchAnotherSubmission(setup);
      const biryani = await watchBiryaniTeam(setup);
      const response = await setup.admin.review(setup.cast.operator.token, queryId, {
        ...applicationClaims(setup),
        ...inBothSpellings({ payload: { business_name: 'Chosen Name' } }),
        status: 'accepted',
      });
      return {
        response,
        async expectStored() {
          const row = await storedSubmission(db, { queryId });
          expect(row).toMatchObject({
            form: 'merchant',
            status: 'accepted',
            reviewedBy: setup.cast.operator.userId,
            payload: before.payload,
            files: before.files,
            createdAt: before.createdAt,
          });
          expect(row.reviewedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
          expect(row.companyId).not.toBe(setup.fixture.companyIds.biryani);
          const opened = await storedCompany(db, row.companyId ?? 0);
          expect(opened.name).toBe('Lahori Chargha Point');
          await biryani.expectUnchanged();
          await others.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/admin/stores/:storeId',
    actor: 'an operator setting a commission',
    guards: 'the store’s name, industry, place, rating, ids, and the commission in basis points',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const karahiId = setup.fixture.companyIds.karahi;
      const before = await storedCompany(db, karahiId);
      const otherStores = await watchOtherStores(db, karahiId);
      const response = await setup.admin.patchStore(
        setup.cast.operator.token,
        STORES.karahi.queryId,
        {
          ...inBothSpellings({
            id: setup.fixture.companyIds.biryani,
            query_id: 'store-chosen',
            name: 'Chosen Store',
            slug: 'chosen-store',
            industry_id: 2,
            is_active: false,
            commission_rate_bps: 0,
            rating: 5,
            lat: 0,
            long: 0,
            created_at: LONG_AGO,
          }),
          commission_rate: 12.5,
        },
      );
      return {
        response,
        async expectStored() {
          expect(await storedCompany(db, karahiId)).toEqual({
            ...before,
            commissionRateBps: 1250,
            updatedAt: expect.any(Date) as Date,
          });
          await otherStores.expectUnchanged();
        },
      };
    },
  },
];
