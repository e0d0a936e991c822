// A store of thousands of products for the inventory bench: copies of the store's own products
// (their categories and prices), with names, stock levels and a few hidden ones of their own.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const WORDS = ['Karahi', 'Tikka', 'Seekh', 'Biryani', 'Nihari', 'Haleem', 'Paratha', 'Lassi'];

/** Adds `count` products to the store with this query id; answers the seconds it took. */
export async function seedStoreProducts(databaseUrl, storeQueryId, count) {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `WITH store AS (SELECT id FROM companies WHERE query_id = $1),
            source AS (SELECT row_number() OVER (ORDER BY p.id) AS k, p.*
                       FROM products p JOIN store ON p.company_id = store.id),
            total AS (SELECT count(*) AS n FROM source)
       INSERT INTO products (company_id, category_id, sub_category_id, name, description,
         cost_paisa, promotion_amount_paisa, quantity, unlimited, is_active)
       SELECT s.company_id, s.category_id, s.sub_category_id,
              ($3::text[])[1 + g % array_length($3::text[], 1)] || ' ' || s.name || ' ' || g,
              s.description, s.cost_paisa + (g % 50) * 100, s.promotion_amount_paisa,
              CASE WHEN g % 20 = 0 THEN 0 WHEN g % 7 = 0 THEN 1 + g % 5 ELSE 10 + g % 300 END,
              g % 25 = 0, g % 40 <> 0
       FROM generate_series(1, $2) g
       JOIN total ON true
       JOIN source s ON s.k = 1 + g % total.n`,
      [storeQueryId, count, WORDS],
    );
    await client.query('VACUUM ANALYZE products');
  } finally {
    await client.end();
  }
  return Math.round((performance.now() - started) / 100) / 10;
}
