import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../security/pin-hash.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import { CITY_BOUNDS, type City } from './data/stores.js';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from './index.js';

const NOW = new Date('2025-06-01T09:00:00Z');

/** Everything that must come out the same on every run (not PIN hashes or timestamps). */
async function fingerprint(database: Database) {
  const { rows } = await database.db.execute<{
    n: number;
    total: string;
    first: string;
    last: string;
    digest: string;
  }>(sql`
    SELECT count(*)::int AS n, sum(cost_paisa)::text AS total,
      (array_agg(query_id ORDER BY id))[1] AS first, (array_agg(query_id ORDER BY id DESC))[1] AS last,
      md5(string_agg(concat_ws(':', query_id, company_id, category_id, sub_category_id, name, cost_paisa,
        promotion_amount_paisa, quantity, unlimited, unlimited_out_of_stock, array_to_string(colors, '/'),
        array_to_string(sizes, '/'), array_to_string(image_urls, '/')), ',' ORDER BY id)) AS digest
    FROM products
  `);
  return rows[0];
}

async function rowsOf<T extends Record<string, unknown>>(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return (await database.db.execute<T>(query)).rows;
}

describe('seedDatabase (default demo data)', () => {
  let first: Database;
  let second: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    summary = await seedDatabase(first.db, { now: NOW });
    await seedDatabase(second.db, { now: NOW });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('is deterministic: two runs give the same products and query_ids', async () => {
    const [a, b] = await Promise.all([fingerprint(first), fingerprint(second)]);
    expect(a).toEqual(b);
    expect(a?.n).toBe(summary.products);
    const stores =
      "SELECT string_agg(query_id || name || lat || long, ',' ORDER BY id) AS s FROM companies";
    const [storesA, storesB] = await Promise.all([
      rowsOf(first, sql.raw(stores)),
      rowsOf(second, sql.raw(stores)),
    ]);
    expect(storesA).toEqual(storesB);
  });

  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('seeds 20+ industries with stable ids and trade types', async () => {
    const industries = await rowsOf<{ id: number; slug: string; trade_types: string[] }>(
      first,
      sql`SELECT id, slug, trade_types FROM industries ORDER BY position`,
    );
    expect(industries.length).toBeGreaterThanOrEqual(20);
    expect(industries.slice(0, 3).map((row) => [row.id, row.slug])).toEqual([
      [1, 'food'],
      [2, 'grocery'],
      [3, 'pharmacy'],
    ]);
    expect(industries.find((row) => row.slug === 'grocery')?.trade_types).toEqual([
      'Retail',
      'Wholesale',
    ]);
  });

  it('seeds 60+ stores across Karachi, Lahore and Islamabad inside their city bounds', async () => {
    const stores = await rowsOf<{ city: City; lat: number; long: number; name: string }>(
      first,
      sql`SELECT city, lat, long, name FROM companies`,
    );
    expect(stores.length).toBeGreaterThanOrEqual(60);
    expect(new Set(stores.map((store) => store.city))).toEqual(
      new Set(['Karachi', 'Lahore', 'Islamabad']),
    );
    for (const store of stores) {
      const bounds = CITY_BOUNDS[store.city];
      expect(store.lat, store.name).toBeGreaterThan(bounds.minLat);
      expect(store.lat, store.name).toBeLessThan(bounds.maxLat);
      expect(store.long, store.name).toBeGreaterThan(bounds.minLong);
      expect(store.long, store.name).toBeLessThan(bounds.maxLong);
    }
  });

  it('gives every store working hours, categories and products', async () => {
    const [row] = await rowsOf<{
      without_hours: number;
      without_categories: number;
      without_products: number;
      free: number;
      overnight: number;
      always: number;
    }>(
      first,
      sql`
      SELECT
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM company_working_hours h WHERE h.company_id = c.id))::int AS without_hours,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.company_id = c.id))::int AS without_categories,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id))::int AS without_products,
        count(*) FILTER (WHERE override_delivery_fee AND delivery_fee_paisa = 0)::int AS free,
        (SELECT count(DISTINCT company_id) FROM company_working_hours WHERE end_time < start_time)::int AS overnight,
        (SELECT count(*) FROM (SELECT company_id FROM company_working_hours WHERE start_time = '00:00' AND end_time = '23:59'
          GROUP BY company_id HAVING count(*) = 7) s)::int AS always
      FROM companies c
    `,
    );
    expect(row).toMatchObject({ without_hours: 0, without_categories: 0, without_products: 0 });
    expect(row?.free).toBeGreaterThan(0);
    expect(row?.overnight).toBeGreaterThan(0);
    expect(row?.always).toBeGreaterThanOrEqual(1);
  });

  it('seeds 5,000+ products with promotions, zero, unlimited stock and art', async () => {
    const [row] = await rowsOf<Record<string, number>>(
      first,
      sql`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE promotion_amount_paisa > 0 AND promotion_amount_paisa < cost_paisa)::int AS promoted,
        count(*) FILTER (WHERE NOT unlimited AND quantity = 0)::int AS sold_out,
        count(*) FILTER (WHERE unlimited)::int AS unlimited,
        count(*) FILTER (WHERE unlimited AND unlimited_out_of_stock)::int AS unlimited_out,
        count(*) FILTER (WHERE cost_paisa % 100 <> 0)::int AS fractional_rupees,
        count(*) FILTER (WHERE cardinality(colors) > 0 AND cardinality(sizes) > 0)::int AS with_options,
        count(*) FILTER (WHERE image_urls[1] NOT LIKE '/media/art/product/%.svg')::int AS without_art
      FROM products
    `,
    );
    expect(row?.total).toBeGreaterThanOrEqual(5000);
    expect(row?.promoted).toBeGreaterThan(row!.total! * 0.1);
    expect(row?.sold_out).toBeGreaterThan(row!.total! * 0.02);
    expect(row?.unlimited).toBeGreaterThan(row!.total! * 0.05);
    expect(row?.unlimited_out).toBeGreaterThan(0);
    expect(row).toMatchObject({ fractional_rupees: 0, without_art: 0 });
    expect(row?.with_options).toBeGreaterThan(0);
  });

  it('stores configuration, the cash channel, synonyms and vouchers', async () => {
    const config = await rowsOf<{ identifier: string; value: string }>(
      first,
      sql`SELECT identifier, value FROM global_configurations`,
    );
    expect(Object.fromEntries(config.map((item) => [item.identifier, item.value]))).toMatchObject({
      delivery_fee: '15000',
      free_delivery_threshold: '75000',
    });
    expect(await rowsOf(first, sql`SELECT type FROM payment_channels`)).toEqual([{ type: 'cash' }]);
    expect(
      await rowsOf(first, sql`SELECT synonym FROM search_synonyms WHERE term = 'doodh'`),
    ).toEqual([{ synonym: 'milk' }]);
    const [voucher] = await rowsOf<Record<string, unknown>>(
      first,
      sql`
      SELECT discount_type, discount_value, max_discount_paisa::int AS max_discount_paisa, first_order_only, company_id, starts_at < now() AS started,
        expires_at > ${NOW.toISOString()}::timestamptz + interval '1 year' AS valid_for_a_year
      FROM vouchers WHERE code = 'FREE15FIRST'`,
    );
    expect(voucher).toEqual({
      discount_type: 'percent',
      discount_value: 1500,
      max_discount_paisa: 30000,
      first_order_only: true,
      company_id: null,
      started: true,
      valid_for_a_year: true,
    });
    const [expired] = await rowsOf<{ n: number }>(
      first,
      sql`SELECT count(*)::int AS n FROM vouchers WHERE expires_at < ${NOW.toISOString()}::timestamptz`,
    );
    expect(expired?.n).toBeGreaterThanOrEqual(1);
  });

  it('creates the demo accounts with PIN 123456 and the merchant teams of two Karachi food stores', async () => {
    const users = await rowsOf<{
      full_name: string;
      mobile_number: string;
      pin_hash: string;
      status: string;
      is_guest: boolean;
      trade_types: string[];
      role: string;
    }>(
      first,
      sql`SELECT full_name, mobile_number, pin_hash, status, is_guest, trade_types, role FROM users ORDER BY mobile_number`,
    );
    expect(
      users.map((user) => [user.full_name, user.mobile_number, user.trade_types, user.role]),
    ).toEqual([
      ['Ayesha Khan', '+923001234567', ['Retail'], 'customer'],
      ['Bilal Traders', '+923011234567', ['Wholesale'], 'customer'],
      ['Usman Ali', '+923021234567', ['Retail'], 'merchant_owner'],
      ['Sana Iqbal', '+923031234567', ['Retail'], 'merchant_staff'],
      ['Zara Ahmed', '+923041234567', ['Retail'], 'admin'],
      // No manager value in users.role: the membership below is what makes Hina a manager.
      ['Hina Raza', '+923051234567', ['Retail'], 'customer'],
    ]);
    for (const user of users) {
      expect(user).toMatchObject({ status: 'active', is_guest: false });
      expect(await verifySecret('123456', user.pin_hash)).toBe(true);
    }
    const members = await rowsOf<{
      full_name: string;
      role: string;
      store: string;
      city: string;
      industry_id: number;
    }>(
      first,
      sql`
      SELECT u.full_name, m.role, c.name AS store, c.city, c.industry_id
      FROM merchant_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id
      ORDER BY c.id, u.mobile_number`,
    );
    expect(members.map((member) => [member.full_name, member.role, member.store])).toEqual([
      ['Usman Ali', 'owner', 'Karachi Biryani House'],
      ['Sana Iqbal', 'staff', 'Karachi Biryani House'],
      ['Hina Raza', 'manager', 'Karachi Biryani House'],
      ['Usman Ali', 'owner', 'Boat Basin Tikka Corner'],
    ]);
    for (const member of members) {
      expect(member).toMatchObject({ city: 'Karachi', industry_id: 1 });
    }
    const home = await rowsOf(
      first,
      sql`SELECT a.type, a.district FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.mobile_number = '+923001234567'`,
    );
    expect(home).toEqual([{ type: 'home', district: 'Clifton' }]);
  });

  it('fills the operator’s inbox with a few new and reviewed submissions of every form, reviewed by Zara', async () => {
    const rows = await rowsOf<{ form: string; status: string; reviewer: string | null }>(
      first,
      sql`
      SELECT s.form, s.status, u.full_name AS reviewer
      FROM form_submissions s LEFT JOIN users u ON u.id = s.reviewed_by
      ORDER BY s.form, s.status`,
    );
    expect(rows.map((row) => [row.form, row.status, row.reviewer])).toEqual([
      ['rider', 'new', null],
      ['rider', 'reviewed', 'Zara Ahmed'],
      ['merchant', 'new', null],
      ['merchant', 'reviewed', 'Zara Ahmed'],
      ['career', 'new', null],
      ['newsletter', 'new', null],
      ['newsletter', 'reviewed', 'Zara Ahmed'],
      ['contact', 'new', null],
    ]);
    expect(summary.applications).toBe(8);
  });
});
