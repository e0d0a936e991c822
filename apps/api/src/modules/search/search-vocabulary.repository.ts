import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema/index.js';
import { escapeLikePattern } from './search-text.js';

export interface WordLookup {
  word: string;
  /** Some catalog word starts with it. */
  known: boolean;
  /** Catalog words close to it by trigram similarity, best first, with their scores. */
  similar: { word: string; similarity: number }[];
}

/** How many near words a lookup brings back for the service to choose from. */
const SIMILAR_LIMIT = 5;

/**
 * One round trip for all words: whether each starts a catalog word, and the catalog words
 * nearest to it by trigram similarity (pg_trgm's `%`, index-assisted).
 */
export async function lookupWords(db: AppDb, words: readonly string[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const values = sql.join(
    words.map((word) => sql`(${word}::text, ${`${escapeLikePattern(word)}%`}::text)`),
    sql`, `,
  );
  const result = await db.execute<{ word: string; known: boolean; similar: string | null }>(sql`
    SELECT q.word,
      EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE q.pattern) AS known,
      (SELECT string_agg(s.word || ' ' || s.score::text, ' ' ORDER BY s.score DESC, s.word)
        FROM (
          SELECT w.word, similarity(w.word, q.word) AS score
          FROM search_words w
          WHERE w.word % q.word
          ORDER BY score DESC, w.word
          LIMIT ${SIMILAR_LIMIT}
        ) s) AS similar
    FROM (VALUES ${values}) AS q(word, pattern)
  `);
  return result.rows.map((row) => ({
    word: row.word,
    known: row.known,
    similar: parseScoredWords(row.similar),
  }));
}

/** "chicken 0.5 chikoo 0.4" → [{ word, similarity }]; lexemes never contain spaces. */
function parseScoredWords(text: string | null): WordLookup['similar'] {
  const parts = text ? text.split(' ') : [];
  const pairs: WordLookup['similar'] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    pairs.push({ word: parts[i] ?? '', similarity: Number(parts[i + 1]) });
  }
  return pairs;
}

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export function listSynonyms(db: AppDb): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms);
}
