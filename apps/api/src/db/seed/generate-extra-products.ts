import { sql } from 'drizzle-orm';
import type { SeedDb } from './batch-insert.js';
import { SEED_NAMESPACE } from './random.js';

/** Editions that tell the generated copies of a catalog product apart. */
const EDITIONS = [
  'Classic',
  'Special',
  'Premium',
  'Select',
  'Value',
  'Signature',
  'Deluxe',
  'Gold',
  'Essential',
  'Family',
  'Original',
  'Plus',
  'Choice',
  'Fresh',
  'Royal',
  'Super',
];

/**
 * Adds `count` products in one `INSERT … SELECT … FROM generate_series`, so a million rows cost
 * one round-trip. Row g copies catalog product ((g − 1) mod templates) + 1 — its store, category,
 * picture and price band — renames it with an edition, and derives price, promotion and stock
 * from md5 of its ordinal, the same hash that makes its query_id. Ids are given explicitly
 * (max id + g), so id order is series order whatever join the planner picks.
 */
export async function seedExtraProducts(
  db: SeedDb,
  firstOrdinal: number,
  count: number,
  templateCount: number,
): Promise<void> {
  if (count <= 0) return;
  if (templateCount <= 0) throw new Error('Extra products need catalog products to copy');
  const editions = sql`ARRAY[${sql.join(
    EDITIONS.map((edition) => sql`${edition}::text`),
    sql`, `,
  )}]`;
  const templates = sql`${templateCount}::bigint`;
  const round = sql`((r.n - 1) / (${templates} * ${EDITIONS.length}))`;
  // OFFSET 0 keeps each derived value computed once per row instead of inlined at every use.
  await db.execute(sql`
    WITH templates AS (
      SELECT row_number() OVER (ORDER BY id) AS rn, company_id, category_id, sub_category_id,
             name, description, cost_paisa, image_urls, colors, sizes
      FROM products
    ), base AS (
      SELECT coalesce(max(id), 0) AS id FROM products
    )
    INSERT INTO products (id, query_id, company_id, category_id, sub_category_id, name, description,
      cost_paisa, promotion_amount_paisa, quantity, unlimited, unlimited_out_of_stock,
      image_urls, colors, sizes, is_active)
    SELECT base.id + r.n, r.m, t.company_id, t.category_id, t.sub_category_id,
      t.name || ' – ' || (${editions})[1 + ((r.n - 1) / ${templates}) % ${EDITIONS.length}]
        || CASE WHEN ${round} > 0 THEN ' ' || (${round} + 1)::text ELSE '' END,
      t.description,
      p.cost * 100,
      CASE WHEN r.b % 100 < 15
        THEN least(p.cost - 1, greatest(1, round(p.cost * (5 + (r.b / 100) % 26) / 100.0)))::bigint * 100
      END,
      CASE WHEN r.c % 100 < 15 THEN 0 ELSE 5 + r.d % 300 END,
      r.c % 100 < 10,
      r.c % 100 < 10 AND (r.c / 100) % 100 < 15,
      t.image_urls, t.colors, t.sizes, true
    FROM (
      SELECT h.n, h.m,
        ('x' || substr(h.m, 1, 7))::bit(28)::int AS a, ('x' || substr(h.m, 8, 7))::bit(28)::int AS b,
        ('x' || substr(h.m, 15, 7))::bit(28)::int AS c, ('x' || substr(h.m, 22, 7))::bit(28)::int AS d
      FROM (
        SELECT g.n, md5(${`${SEED_NAMESPACE}:product:`}::text || (${firstOrdinal}::bigint + g.n - 1)::text) AS m
        FROM generate_series(1::bigint, ${count}::bigint) AS g(n)
        OFFSET 0
      ) AS h
      OFFSET 0
    ) AS r
    CROSS JOIN base
    JOIN templates t ON t.rn = 1 + (r.n - 1) % ${templates}
    CROSS JOIN LATERAL (
      SELECT (CASE
        WHEN x.rupees >= 10000 THEN round(x.rupees / 1000) * 1000 - (r.a / 31) % 2
        WHEN x.rupees >= 1000 THEN round(x.rupees / 100) * 100 - (r.a / 31) % 2
        WHEN x.rupees >= 100 THEN round(x.rupees / 10) * 10 - (r.a / 31) % 2
        ELSE greatest(10, round(x.rupees / 10) * 10)
      END)::bigint AS cost
      FROM (SELECT t.cost_paisa / 100.0 * (0.85 + (r.a % 31) / 100.0) AS rupees) AS x
      OFFSET 0
    ) AS p
  `);
  // Explicit ids bypass the identity sequence: move it past them for later inserts.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
  );
}
