import type { AppDb } from '../../db/client.js';
import { cacheRegion, defineCacheRegion } from '../catalog/catalog-cache.js';
import { expandWords } from './query-expansion.js';
import { queryWords, toTsQueryText } from './search-text.js';
import { listSynonyms, lookupWords, type WordLookup } from './search-vocabulary.repository.js';

/** A typed query made ready for the database. */
export interface ExpandedQuery {
  /** The typed words, lower case, joined by single spaces. */
  text: string;
  words: string[];
  /** Bound as a parameter of to_tsquery('simple', …). */
  tsQuery: string;
}

const SYNONYMS = defineCacheRegion<'all', ReadonlyMap<string, string>>('search-synonyms', 1);
const WORD_LOOKUPS = defineCacheRegion<string, WordLookup>('search-word-lookups', 5000);

function synonymMap(db: AppDb): Promise<ReadonlyMap<string, string>> {
  return cacheRegion(db, SYNONYMS).getOrLoad('all', async () => {
    const rows = await listSynonyms(db);
    return new Map(rows.map((row) => [row.term.toLowerCase(), row.synonym.toLowerCase()]));
  });
}

function wordLookups(
  db: AppDb,
  words: readonly string[],
): Promise<ReadonlyMap<string, WordLookup>> {
  return cacheRegion(db, WORD_LOOKUPS).getManyOrLoad(words, async (missing) => {
    const lookups = await lookupWords(db, missing);
    return new Map(lookups.map((lookup) => [lookup.word, lookup]));
  });
}

/** The typed text as a full-text query with synonyms and typo corrections; null if empty. */
export async function expandQuery(
  db: AppDb,
  text: string,
  options: { autocomplete: boolean },
): Promise<ExpandedQuery | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const [synonyms, lookups] = await Promise.all([synonymMap(db), wordLookups(db, words)]);
  const groups = expandWords({ words, lookups, synonyms, autocomplete: options.autocomplete });
  const tsQuery = toTsQueryText(groups);
  return tsQuery ? { text: words.join(' '), words, tsQuery } : null;
}
