import { OPERATOR_MESSAGES } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index.js';
import { merchantBody } from '../../forms/testing/forms-client.js';
import { errorOf } from '../applications/testing/admin-client.js';
import { useAdminTestApp } from '../applications/testing/use-admin-test-app.js';

const setup = useAdminTestApp();
const token = () => setup.cast.operator.token;

describe('GET admin/stores', () => {
  it('lists a store with its industry, city, commission, products and owners', async () => {
    const { stores } = await setup.admin.storesListed(token(), { query: 'karachi biryani' });
    const rows = await setup
      .db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, setup.fixture.companyIds.biryani));
    expect(stores).toEqual([
      {
        query_id: 'store-biryani',
        name: 'Karachi Biryani House',
        industry: 'Food',
        city: null,
        is_published: true,
        commission_rate: 10,
        products_count: rows.length,
        owners: [{ full_name: 'Usman', mobile_number: '', status: 'active' }],
        created_at: expect.any(String) as string,
      },
    ]);
  });

  it('tells drafts from live stores, and shows a draft’s invited owner', async () => {
    const id = await setup.submitted(
      'merchant',
      merchantBody({ business_name: 'Draft Nihari Centre', mobile_number: '0322 5550003' }),
    );
    const accepted = await setup.admin.reviewed(token(), id, { status: 'accepted' });

    const drafts = await setup.admin.storesListed(token(), { status: 'draft' });
    expect(drafts.stores.every((store) => !store.is_published)).toBe(true);
    expect(drafts.stores[0]).toMatchObject({
      query_id: accepted.store?.query_id,
      name: 'Draft Nihari Centre',
      city: 'Lahore',
      industry: 'Food',
      products_count: 0,
      owners: [{ full_name: null, mobile_number: '+923225550003', status: 'invited' }],
    });
    const live = await setup.admin.storesListed(token(), { status: 'live' });
    expect(live.stores.every((store) => store.is_published)).toBe(true);
    expect(live.stores.map((store) => store.name)).not.toContain('Draft Nihari Centre');
    expect(live.pagination).toMatchObject({ page: 1, per_page: 25 });
  });

  it('escapes the search: "%" finds no store', async () => {
    const { stores, pagination } = await setup.admin.storesListed(token(), { query: '%' });
    expect(stores).toEqual([]);
    expect(pagination.total_items).toBe(0);
  });
});

describe('PATCH admin/stores/{storeId}', () => {
  it('publishes a draft (shoppers see it) and sets its commission in percent, 2 decimals', async () => {
    const id = await setup.submitted('merchant', merchantBody({ business_name: 'Publish Me' }));
    const storeId = (await setup.admin.reviewed(token(), id, { status: 'accepted' })).store
      ?.query_id as string;
    const shopperView = () => setup.testApp.app.inject({ url: `/api/v1/companies/${storeId}` });
    expect((await shopperView()).statusCode).toBe(404);
    const store = await setup.admin.storePatched(token(), storeId, {
      is_published: true,
      commission_rate: 12.25,
    });
    expect(store).toMatchObject({ query_id: storeId, is_published: true, commission_rate: 12.25 });
    expect((await setup.admin.read(token(), id)).store?.is_published).toBe(true);
    expect((await shopperView()).statusCode).toBe(200);

    const unpublished = await setup.admin.storePatched(token(), storeId, { is_published: false });
    expect(unpublished).toMatchObject({ is_published: false, commission_rate: 12.25 });
    expect((await shopperView()).statusCode).toBe(404);
  });

  it('refuses a commission out of range or with 3 decimals, and an empty change', async () => {
    for (const body of [
      { commission_rate: -1 },
      { commission_rate: 100.01 },
      { commission_rate: 12.345 },
      { commission_rate: '10' },
    ]) {
      const response = await setup.admin.patchStore(token(), 'store-grocer', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).fields?.commission_rate).toBe(OPERATOR_MESSAGES.commissionRange);
    }
    const empty = await setup.admin.patchStore(token(), 'store-grocer', {});
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(OPERATOR_MESSAGES.nothingToChange);
  });

  it('answers 404 for an unknown store', async () => {
    const response = await setup.admin.patchStore(token(), 'no-such-store', { is_published: true });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('store_not_found');
  });
});
