import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../../db/client.js';

const STYLES = sql.raw(
  `ARRAY['Special','Classic','Family','Mini','Deluxe','Royal','Spicy','Mild']`,
);

export interface BulkProducts {
  companyId: number;
  categoryIds: readonly [number, ...number[]];
  count: number;
  /** Every name ends with one of these words, in turn. */
  words: readonly string[];
}

/**
 * Inserts `count` products in one statement: names `<word> <style> <number>` from a small
 * vocabulary (as a real menu repeats its words; the search triggers and the trigram indexes
 * stay cheap), prices from Rs 10 to Rs 910, quantities 0 to 59, every 17th unlimited, spread
 * over the categories in turn.
 */
export async function insertBulkProducts(db: AppDb, bulk: BulkProducts): Promise<void> {
  const categories = sql.raw(`ARRAY[${bulk.categoryIds.map(Number).join(',')}]::int[]`);
  const words = sql.raw(
    `ARRAY[${bulk.words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]`,
  );
  await db.execute(sql`
    INSERT INTO products (company_id, category_id, name, cost_paisa, quantity, unlimited)
    SELECT ${bulk.companyId}::int,
      (${categories})[1 + n % ${bulk.categoryIds.length}::int],
      initcap((${words})[1 + n % ${bulk.words.length}::int]) || ' '
        || (${STYLES})[1 + (n / 7) % 8] || ' ' || (n % 997)::text,
      1000 + (n * 37) % 90000,
      (n * 7) % 60,
      n % 17 = 0
    FROM generate_series(1, ${bulk.count}::int) AS n`);
}
