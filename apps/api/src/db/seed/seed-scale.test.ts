import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import { DEFAULT_PRODUCT_COUNT, seedDatabase, type SeedSummary } from './index.js';
import { seededQueryId } from './random.js';

describe('seedDatabase({ products: 20000 })', () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDatabase(database.db, { products: 20_000 });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('names the catalog products in JavaScript and generates the rest in SQL', async () => {
    expect(summary).toMatchObject({
      products: 20_000 + summary.cityProducts,
      catalogProducts: DEFAULT_PRODUCT_COUNT,
      generatedProducts: 14_000,
    });
    const { rows } = await database.db.execute<{ n: number; distinct_ids: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT query_id)::int AS distinct_ids FROM products WHERE id <= 20000`,
    );
    expect(rows[0]).toEqual({ n: 20_000, distinct_ids: 20_000 });
  });

  it("puts the city stores' products after them, numbered on from 20,001", async () => {
    expect(summary.cityProducts).toBeGreaterThan(0);
    const { rows } = await database.db.execute<{ n: number; first: string; other_stores: number }>(
      sql`SELECT count(*)::int AS n, (array_agg(query_id ORDER BY id))[1] AS first,
        count(*) FILTER (WHERE company_id <= ${summary.companies - summary.cityStores})::int AS other_stores
        FROM products WHERE id > 20000`,
    );
    expect(rows[0]).toEqual({
      n: summary.cityProducts,
      first: seededQueryId('product', 20_001),
      other_stores: 0,
    });
  });

  it('numbers generated rows in order, with the query_ids JavaScript would give (md5 of the ordinal)', async () => {
    const { rows } = await database.db.execute<{ query_id: string }>(
      sql`SELECT query_id FROM products WHERE id IN (${DEFAULT_PRODUCT_COUNT}, ${DEFAULT_PRODUCT_COUNT + 1}, 20000) ORDER BY id`,
    );
    expect(rows.map((row) => row.query_id)).toEqual([
      seededQueryId('product', DEFAULT_PRODUCT_COUNT),
      seededQueryId('product', DEFAULT_PRODUCT_COUNT + 1),
      createHash('md5').update('sauda-seed:product:20000').digest('hex'),
    ]);
  });

  it('generates well-formed, varied products spread over the stores', async () => {
    const { rows } = await database.db.execute<Record<string, number>>(sql`
      SELECT count(*)::int AS total,
        count(DISTINCT company_id)::int AS stores,
        count(DISTINCT (company_id, name))::int AS names_in_store,
        count(*) FILTER (WHERE cost_paisa < 1000 OR cost_paisa % 100 <> 0)::int AS bad_prices,
        count(*) FILTER (WHERE promotion_amount_paisa IS NOT NULL)::int AS promoted,
        count(*) FILTER (WHERE promotion_amount_paisa <= 0 OR promotion_amount_paisa >= cost_paisa)::int AS bad_promotions,
        count(*) FILTER (WHERE unlimited)::int AS unlimited,
        count(*) FILTER (WHERE NOT unlimited AND quantity = 0)::int AS sold_out,
        count(*) FILTER (WHERE cardinality(image_urls) = 0)::int AS without_art
      FROM products p
      WHERE id > ${DEFAULT_PRODUCT_COUNT} AND id <= 20000
        AND EXISTS (SELECT 1 FROM sub_categories s JOIN categories c ON c.id = s.category_id
                    WHERE s.id = p.sub_category_id AND c.id = p.category_id AND c.company_id = p.company_id)
    `);
    const row = rows[0]!;
    expect(row.total).toBe(14_000);
    // Copies of the hand-written stores' catalog: the city stores have their own products.
    expect(row.stores).toBe(summary.companies - summary.cityStores);
    expect(row.names_in_store).toBe(14_000);
    expect(row).toMatchObject({ bad_prices: 0, bad_promotions: 0, without_art: 0 });
    for (const share of [row.promoted, row.unlimited, row.sold_out])
      expect(share).toBeGreaterThan(14_000 * 0.03);
  });

  it('reproduces the generated rows exactly when run again', async () => {
    const digest = sql`SELECT md5(string_agg(concat_ws(':', query_id, name, cost_paisa, promotion_amount_paisa, quantity, unlimited), ',' ORDER BY query_id)) AS d FROM products WHERE id > ${DEFAULT_PRODUCT_COUNT} AND id <= 20000`;
    const before = (await database.db.execute<{ d: string }>(digest)).rows[0]?.d;
    const { seedExtraProducts } = await import('./generate-extra-products.js');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM products WHERE id > ${DEFAULT_PRODUCT_COUNT}`);
      await seedExtraProducts(tx, DEFAULT_PRODUCT_COUNT + 1, 14_000, DEFAULT_PRODUCT_COUNT);
    });
    expect((await database.db.execute<{ d: string }>(digest)).rows[0]?.d).toBe(before);
  });
});
