import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { storeConditions, tsQueryOf, type MatchQuery, type SearchScope } from './search-sql.js';

/**
 * Search reads at most this many matching products: `total_items` stops there (80 pages of
 * 25), and so do the stores found through their products. Finding the matches is one GIN
 * bitmap scan; reading and ordering every match of a broad word ("chicken" is 50,000 of a
 * million products) would cost far more than a shopper gains from page 81.
 */
export const MATCH_CAP = 2_000;
/** The closest matches by the cheap order are ranked again with ts_rank and similarity. */
export const RANKED_POOL = 250;

export interface CatalogMatches {
  /** Matching active products, up to MATCH_CAP + 1. */
  total: number;
  /** Product ids in result order, at most MATCH_CAP + 1. */
  productIds: number[];
  /** Stores with matching products (among the products read) and how many each. */
  storeProductCounts: Map<number, number>;
  /** Stores whose own name matches, with a relevance score. */
  storeNameScores: Map<number, number>;
}

function productConditions(scope: SearchScope, query: MatchQuery): SQL {
  const conditions: SQL[] = [
    sql`p.is_active`,
    sql`to_tsvector('simple', p.name) @@ ${tsQueryOf(query)}`,
  ];
  if (scope.companyId !== undefined) conditions.push(sql`p.company_id = ${scope.companyId}`);
  if (scope.categoryId !== undefined) conditions.push(sql`p.category_id = ${scope.categoryId}`);
  if (scope.subCategoryId !== undefined) {
    conditions.push(sql`p.sub_category_id = ${scope.subCategoryId}`);
  }
  return sql.join(conditions, sql` AND `);
}

/** True when every typed word appears in the name as typed (not only a synonym or typo fix). */
function typedWordsPresent(query: MatchQuery): SQL {
  return sql.join(
    query.words.map((word) => sql`strpos(lower(name), ${word}) > 0`),
    sql` AND `,
  );
}

function parseIds(text: string | null): number[] {
  return text ? text.split(',').map(Number) : [];
}

function parseScores(text: string | null): Map<number, number> {
  const scores = new Map<number, number>();
  for (const pair of text ? text.split(',') : []) {
    const [id, score] = pair.split(':');
    scores.set(Number(id), Number(score));
  }
  return scores;
}

type MatchRow = {
  total: number | string;
  ids: string | null;
  stores: string | null;
  name_stores: string | null;
};

/**
 * One statement: the first MATCH_CAP + 1 matching products (GIN full-text index), ordered by
 * typed-words-present, shorter name, id; the first RANKED_POOL of them re-ranked by ts_rank plus
 * trigram similarity to the typed text; per-store counts; and stores matching by name.
 * Results travel as delimited text, which both drivers return the same way.
 */
export async function findCatalogMatches(
  db: AppDb,
  query: MatchQuery,
  scope: SearchScope,
): Promise<CatalogMatches> {
  const present = typedWordsPresent(query);
  const result = await db.execute<MatchRow>(sql`
    WITH matches AS MATERIALIZED (
      SELECT p.id, p.company_id, p.name
      FROM products p
      JOIN companies c ON c.id = p.company_id
      JOIN industries i ON i.id = c.industry_id
      WHERE ${productConditions(scope, query)} AND ${storeConditions(scope)}
      LIMIT ${MATCH_CAP + 1}
    ), ordered AS (
      SELECT id, name, row_number() OVER (ORDER BY (${present}) DESC, length(name), id) AS rn
      FROM matches
    ), scored AS (
      SELECT id, rn, CASE WHEN rn <= ${RANKED_POOL} THEN
          (${present})::int
          + starts_with(lower(name), ${query.text})::int * 0.5
          + ts_rank(to_tsvector('simple', name), ${tsQueryOf(query)})
          + similarity(lower(name), ${query.text})
        END AS score
      FROM ordered
    ), store_names AS (
      SELECT c.id,
        ts_rank(to_tsvector('simple', c.name), ${tsQueryOf(query)})
          + similarity(lower(c.name), ${query.text}) AS score
      FROM companies c
      JOIN industries i ON i.id = c.industry_id
      WHERE ${storeConditions(scope)}
        AND to_tsvector('simple', c.name) @@ ${tsQueryOf(query)}
    )
    SELECT
      (SELECT count(*) FROM matches) AS total,
      (SELECT string_agg(id::text, ',' ORDER BY score DESC NULLS LAST, rn) FROM scored) AS ids,
      (SELECT string_agg(company_id::text || ':' || n::text, ',')
        FROM (SELECT company_id, count(*) AS n FROM matches GROUP BY company_id) s) AS stores,
      (SELECT string_agg(id::text || ':' || score::text, ',') FROM store_names) AS name_stores
  `);
  const row = result.rows[0];
  return {
    total: Number(row?.total ?? 0),
    productIds: parseIds(row?.ids ?? null),
    storeProductCounts: parseScores(row?.stores ?? null),
    storeNameScores: parseScores(row?.name_stores ?? null),
  };
}
