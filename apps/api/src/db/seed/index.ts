import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { products } from '../schema/index.js';
import { insertInBatches, type SeedDb } from './batch-insert.js';
import { BULK_LOAD_FROM_ROWS, withBulkLoad } from './bulk-load.js';
import { seedAccounts, type AccountCounts } from './generate-accounts.js';
import { seedExtraProducts } from './generate-extra-products.js';
import { seedReferenceData, type ReferenceCounts } from './generate-reference.js';
import { seedStores, type StoreCounts } from './generate-stores.js';
import { planCityStores } from './plan-city-stores.js';
import { planProducts, type ProductRow } from './plan-products.js';
import { planStores } from './plan-stores.js';

/** Products named from the catalog in JavaScript; any beyond are generated inside the database. */
export const DEFAULT_PRODUCT_COUNT = 6000;

/** A generated city store's products on average: a modest shelf, so the seed stays quick. */
export const CITY_PRODUCTS_PER_STORE = 18;

export interface SeedOptions {
  /**
   * Products of the hand-written stores; above 6,000 the rest are made by one INSERT … SELECT
   * generate_series. The generated city stores get theirs on top, unless this is 0 (no products).
   */
  products?: number;
  /** The clock voucher validity is measured from (tests pin it). */
  now?: Date;
}

export interface SeedSummary extends ReferenceCounts, StoreCounts, AccountCounts {
  /** Every product row: the catalog, the generated ones and the city stores'. */
  products: number;
  catalogProducts: number;
  generatedProducts: number;
  /** Stores generated after the hand-written ones, and their products (ids after the rest). */
  cityStores: number;
  cityProducts: number;
  /** Milliseconds per step and in total. */
  timings: {
    reference: number;
    stores: number;
    catalogProducts: number;
    generatedProducts: number;
    cityProducts: number;
    accounts: number;
    total: number;
  };
}

/**
 * Fills an empty, migrated database with the demo data set in one transaction: the same input
 * always gives the same rows and query_ids (only PIN hashes, salted, and timestamps differ).
 */
export async function seedDatabase(db: AppDb, options: SeedOptions = {}): Promise<SeedSummary> {
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(total) || total < 0) throw new Error(`Invalid product count: ${total}`);
  const catalogCount = Math.min(total, DEFAULT_PRODUCT_COUNT);
  const now = options.now ?? new Date();
  const started = performance.now();
  let mark = started;
  const lap = (): number => {
    const at = performance.now();
    const elapsed = Math.round(at - mark);
    mark = at;
    return elapsed;
  };

  return db.transaction(async (tx) => {
    const reference = await seedReferenceData(tx);
    const referenceMs = lap();
    const written = planStores();
    const { stores, counts } = await seedStores(tx, [
      ...written,
      ...planCityStores(written.length + 1),
    ]);
    // The hand-written stores keep the products (and ids) they had before the city was added.
    const writtenStores = stores.slice(0, written.length);
    const cityStores = stores.slice(written.length);
    const storesMs = lap();
    const rows = planProducts(writtenStores, catalogCount);
    await insertProducts(tx, rows);
    const catalogMs = lap();
    const generate = () => seedExtraProducts(tx, rows.length + 1, total - rows.length, rows.length);
    if (total - rows.length >= BULK_LOAD_FROM_ROWS) await withBulkLoad(tx, 'products', generate);
    else await generate();
    const generatedMs = lap();
    const cityCount = total === 0 ? 0 : cityStores.length * CITY_PRODUCTS_PER_STORE;
    const cityRows = planProducts(cityStores, cityCount, {
      firstOrdinal: total + 1,
      everySubCategory: true,
    });
    await insertProducts(tx, cityRows);
    const cityMs = lap();
    const accounts = await seedAccounts(tx, stores, now);
    // Fresh statistics, so the first queries after a large seed already use the indexes.
    await tx.execute(sql.raw(`ANALYZE ${SEEDED_TABLES.join(', ')}`));
    const accountsMs = lap();
    return {
      ...reference,
      ...counts,
      ...accounts,
      products: total + cityRows.length,
      catalogProducts: rows.length,
      generatedProducts: total - rows.length,
      cityStores: cityStores.length,
      cityProducts: cityRows.length,
      timings: {
        reference: referenceMs,
        stores: storesMs,
        catalogProducts: catalogMs,
        generatedProducts: generatedMs,
        cityProducts: cityMs,
        accounts: accountsMs,
        total: Math.round(performance.now() - started),
      },
    };
  });
}

function insertProducts(db: SeedDb, rows: ProductRow[]) {
  return insertInBatches(rows, (batch) =>
    db.insert(products).values(batch).returning({ id: products.id }),
  );
}

/** True when no demo data is there yet (no industries, stores, products or users). */
export async function isDatabaseEmpty(db: AppDb): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`
    SELECT NOT (EXISTS (SELECT 1 FROM industries) OR EXISTS (SELECT 1 FROM companies)
      OR EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM users)) AS empty
  `);
  return result.rows[0]?.empty === true;
}

/** The tables the seed fills; CASCADE also empties what refers to them (orders, sessions…). */
export const SEEDED_TABLES = [
  'industries',
  'companies',
  'company_working_hours',
  'merchant_members',
  'categories',
  'sub_categories',
  'products',
  'search_synonyms',
  // Filled by triggers from product and store names; emptied so a reset forgets old words.
  'search_words',
  'users',
  'payment_channels',
  'vouchers',
  'global_configurations',
  'addresses',
  'form_submissions',
] as const;

export async function resetSeededData(db: AppDb): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}
