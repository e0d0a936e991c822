import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { storeConditions, tsQueryOf, type MatchQuery, type SearchScope } from './search-sql.js';

export type SuggestionRow = {
  kind: 'store' | 'product';
  name: string;
  query_id: string;
  store_query_id: string;
};

/** Autocomplete reads only this many matching products before picking the shortest names. */
const PRODUCT_SAMPLE = 200;

/**
 * Store names first, then product names, shortest first: the shortest matching name is the
 * plainest one ("Chicken Biryani" before "Chicken Biryani Family Pack"). Products come from a
 * bounded sample of matches so a one-syllable prefix still answers quickly.
 */
export async function findSuggestions(
  db: AppDb,
  query: MatchQuery,
  scope: SearchScope,
  limit: number,
): Promise<SuggestionRow[]> {
  const tsQuery = tsQueryOf(query);
  const result = await db.execute<SuggestionRow>(sql`
    SELECT kind, name, query_id, store_query_id FROM (
      (SELECT 0 AS rank, 'store' AS kind, c.name, c.query_id, c.query_id AS store_query_id,
          length(c.name) AS length, c.id::bigint AS id
        FROM companies c
        JOIN industries i ON i.id = c.industry_id
        WHERE ${storeConditions(scope)} AND to_tsvector('simple', c.name) @@ ${tsQuery}
        ORDER BY length(c.name), c.id
        LIMIT ${limit})
      UNION ALL
      (SELECT 1, 'product', m.name, m.query_id, m.store_query_id, length(m.name), m.id
        FROM (
          SELECT p.id, p.name, p.query_id, c.query_id AS store_query_id
          FROM products p
          JOIN companies c ON c.id = p.company_id
          JOIN industries i ON i.id = c.industry_id
          WHERE p.is_active AND to_tsvector('simple', p.name) @@ ${tsQuery}
            AND ${storeConditions(scope)}
          LIMIT ${PRODUCT_SAMPLE}
        ) m
        ORDER BY length(m.name), m.id
        LIMIT ${limit})
    ) suggestions
    ORDER BY rank, length, id
    LIMIT ${limit}
  `);
  return result.rows;
}
