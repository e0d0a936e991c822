import { PRODUCT_SORTS } from '@sauda/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryPlanOf } from '../../../test/query-plan.js';
import { storeProductsQuery } from './store-products.repository.js';
import { insertBulkProducts } from './testing/bulk-store-products.js';
import { STORE_ID, useMerchantProductsTestApp } from './testing/use-merchant-products-test-app.js';

// A store of 12,000 products among 20,000. The list's default order (by name) reads one page
// of products_company_id_lower_name_idx instead of sorting the whole store; measured on PGlite
// it took the first page from ≈50 ms to under 1 ms. By price reads its own index the same way
// (the bench's by-price page had a p95 of 131 ms sorting the store). The other orders sort the
// store's rows (top-N, bounded memory). Plans and answers are checked on PGlite and on PostgreSQL.

const setup = useMerchantProductsTestApp();
const STORE_PRODUCTS = 12_000;
const FIXTURE_PRODUCTS = 8;

beforeAll(async () => {
  const { companyIds, categoryIds } = setup.fixture();
  const db = setup.db();
  const words = ['biryani', 'lassi', 'karahi', 'chai', 'naan'];
  await insertBulkProducts(db, {
    companyId: companyIds.biryani,
    categoryIds: [categoryIds.rice, categoryIds.drinks],
    count: STORE_PRODUCTS,
    words,
  });
  await insertBulkProducts(db, {
    companyId: companyIds.grocer,
    categoryIds: [categoryIds.dairy],
    count: 8_000,
    words,
  });
  await db.execute(sql`ANALYZE products`);
}, 120_000);

const pageQuery = (sort: 'name' | '-name' | 'price' | '-price') =>
  storeProductsQuery(
    setup.db(),
    { companyId: setup.fixture().companyIds.biryani },
    sort,
    25,
    0,
  ).getSQL();

describe('the product list of a store of 12,000 products', () => {
  it.each(['name', '-name'] as const)('reads one page of the name index for %s', async (sort) => {
    const plan = await queryPlanOf(setup.db(), pageQuery(sort));
    expect(plan).toMatch(/Index Scan( Backward)? using products_company_id_lower_name_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it.each(['price', '-price'] as const)(
    'reads one page of the price index for %s',
    async (sort) => {
      const plan = await queryPlanOf(setup.db(), pageQuery(sort));
      expect(plan).toMatch(/Index Scan( Backward)? using products_company_id_cost_lower_name_idx/);
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  it('counts every product and pages without repeating one', async () => {
    const token = setup.team.owner.token;
    const first = await setup.products.listed(token, STORE_ID, '?per_page=100');
    const second = await setup.products.listed(token, STORE_ID, '?per_page=100&page=2');
    expect(first.pagination.total_items).toBe(STORE_PRODUCTS + FIXTURE_PRODUCTS);
    const listed = [...first.products, ...second.products];
    expect(new Set(listed.map((product) => product.query_id)).size).toBe(200);
    const names = listed.map((product) => product.name);
    const lower = names.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it.each(PRODUCT_SORTS)('answers the first page sorted by %s', async (sort) => {
    const list = await setup.products.listed(setup.team.owner.token, STORE_ID, `?sort=${sort}`);
    expect(list.products).toHaveLength(25);
  });

  it('searches and filters among them', async () => {
    const token = setup.team.owner.token;
    const found = await setup.products.listed(token, STORE_ID, '?query=KARAHI&stock=low');
    expect(found.pagination.total_items).toBeGreaterThan(0);
    for (const product of found.products) {
      expect(product.name).toMatch(/karahi/i);
      expect(product.unlimited).toBe(false);
      expect(product.quantity).toBeGreaterThanOrEqual(1);
      expect(product.quantity).toBeLessThanOrEqual(5);
    }
  });
});
