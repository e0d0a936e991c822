import { APPLICATIONS_PAGE_SIZE } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { formSubmissions } from '../../../db/schema/index.js';
import {
  careerBody,
  contactBody,
  merchantBody,
  riderBody,
  uniqueEmail,
} from '../../forms/testing/forms-client.js';
import { useAdminTestApp } from './testing/use-admin-test-app.js';

const setup = useAdminTestApp();
const token = () => setup.cast.operator.token;

describe('GET admin/applications', () => {
  it('lists every kind with its name, number, email and city, newest first', async () => {
    const rider = await setup.submitted('rider', riderBody({ full_name: 'Listed Rider' }));
    const merchant = await setup.submitted(
      'merchant',
      merchantBody({ business_name: 'Listed Lahori Grill', owner_name: 'Listed Owner' }),
    );
    const career = await setup.submitted('career', careerBody({ full_name: 'Listed Career' }));
    const contact = await setup.submitted('contact', contactBody({ name: 'Listed Contact' }));
    const email = uniqueEmail();
    const newsletter = await setup.submitted('newsletter', { email });

    const { applications } = await setup.admin.listed(token());
    const ids = applications.map((application) => application.id);
    expect(ids.slice(0, 5)).toEqual([newsletter, contact, career, merchant, rider]);
    const byId = new Map(applications.map((application) => [application.id, application]));
    expect(byId.get(merchant)).toMatchObject({
      kind: 'merchant',
      status: 'new',
      name: 'Listed Lahori Grill',
      city: 'Lahore',
      email: 'usman@example.com',
      reviewed_at: null,
      store: null,
    });
    expect(byId.get(merchant)?.mobile_number).toMatch(/^\+92345\d{7}$/);
    expect(byId.get(rider)).toMatchObject({ kind: 'rider', name: 'Listed Rider', city: 'Karachi' });
    expect(byId.get(career)).toMatchObject({ name: 'Listed Career', city: null });
    expect(byId.get(contact)).toMatchObject({ name: 'Listed Contact' });
    expect(byId.get(newsletter)).toMatchObject({ name: null, email, mobile_number: null });
  });

  it('filters by kind and status', async () => {
    const reviewed = await setup.submitted('rider', riderBody({ full_name: 'Status Rider' }));
    await setup.admin.reviewed(token(), reviewed, { status: 'reviewed' });

    const riders = await setup.admin.listed(token(), { kind: 'rider' });
    expect(riders.applications.every((row) => row.kind === 'rider')).toBe(true);
    const done = await setup.admin.listed(token(), { kind: 'rider', status: 'reviewed' });
    expect(done.applications.map((row) => row.id)).toContain(reviewed);
    expect(done.applications.every((row) => row.status === 'reviewed')).toBe(true);
    const fresh = await setup.admin.listed(token(), { status: 'new' });
    expect(fresh.applications.map((row) => row.id)).not.toContain(reviewed);
  });

  it('searches name, mobile number and email in any letter case; % and _ are plain characters', async () => {
    const id = await setup.submitted(
      'merchant',
      merchantBody({
        business_name: 'Quetta 100% Pure_Honey',
        mobile_number: '0333 9876543',
        email: 'Honey.Seller@Example.com',
      }),
    );
    // Escaped: "%" and "_" find the one name holding them, not every row.
    const queries = [
      'pure_honey',
      'QUETTA 100%',
      '%',
      '_',
      '0333 9876',
      '+92 333 98765',
      'honey.seller@',
    ];
    for (const query of queries) {
      const { applications } = await setup.admin.listed(token(), { query });
      expect(
        applications.map((row) => row.id),
        query,
      ).toEqual([id]);
    }
    const { applications } = await setup.admin.listed(token(), { query: 'Pure%Honey' });
    expect(applications).toEqual([]);
  });

  it('pages 25 at a time with the total', async () => {
    const base = Date.parse('2020-01-01T00:00:00Z');
    await setup
      .db()
      .insert(formSubmissions)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          form: 'newsletter' as const,
          payload: { email: `pager${index}@example.com` },
          email: `pager${index}@example.com`,
          createdAt: new Date(base + index * 60_000),
        })),
      );
    const first = await setup.admin.listed(token(), { query: 'pager' });
    expect(first.applications).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect(first.applications[0]?.email).toBe('pager29@example.com');
    expect(first.pagination).toEqual({ page: 1, per_page: 25, total_items: 30, total_pages: 2 });
    const second = await setup.admin.listed(token(), { query: 'pager', page: 2 });
    expect(second.applications.map((row) => row.email)).toEqual([
      'pager4@example.com',
      'pager3@example.com',
      'pager2@example.com',
      'pager1@example.com',
      'pager0@example.com',
    ]);
  });

  it('refuses an unknown kind or status and a page below 1 with 400', async () => {
    for (const query of [{ kind: 'driver' }, { status: 'done' }, { page: 0 }]) {
      const response = await setup.admin.list(token(), query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
