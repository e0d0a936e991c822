/**
 * Turning typed text into a full-text query. Pure functions: the database is asked only for
 * the vocabulary (search-vocabulary.repository.ts) and gets the finished tsquery text as a
 * bound parameter, never spliced into SQL.
 */

/** More words than this add nothing a shopper would notice and only cost time. */
export const MAX_QUERY_WORDS = 8;
/** Longer "words" are pasted junk, not something to correct or expand. */
export const MAX_WORD_LENGTH = 40;
/** Shorter words match whole words only: a one-letter prefix would match half the catalog. */
export const MIN_PREFIX_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;
const LEXEME = /^[\p{L}\p{N}]+$/u;

/** Lower-case words of the text, each once, in typed order. */
export function queryWords(text: string): string[] {
  const words = (text.toLowerCase().match(WORD) ?? []).filter(
    (word) => word.length <= MAX_WORD_LENGTH,
  );
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** A way to match one query word: its lexemes must all be present (a prefix for the last). */
export interface Alternative {
  lexemes: string[];
  prefix: boolean;
}

/** One typed word and every way to match it (itself, its synonym, its corrections). */
export interface WordGroup {
  word: string;
  alternatives: Alternative[];
}

export function isLexeme(text: string): boolean {
  return LEXEME.test(text) && text.length <= MAX_WORD_LENGTH;
}

/** A synonym may be several words ("green tea"); all of them must then match. */
export function synonymAlternative(synonym: string): Alternative | null {
  const lexemes = queryWords(synonym);
  return lexemes.length > 0 ? { lexemes, prefix: false } : null;
}

function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function alternativeText({ lexemes, prefix }: Alternative): string {
  const parts = lexemes.filter(isLexeme).map((lexeme) => quoteLexeme(lexeme));
  if (parts.length === 0) return '';
  if (prefix) parts[parts.length - 1] += ':*';
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' & ')})`;
}

/**
 * `(word:* | synonym) & (other | correction)`: every typed word must match one of its
 * alternatives. Null when nothing searchable is left.
 */
export function toTsQueryText(groups: readonly WordGroup[]): string | null {
  const clauses = groups
    .map((group) => {
      const texts = [...new Set(group.alternatives.map(alternativeText).filter(Boolean))];
      return texts.length > 1 ? `(${texts.join(' | ')})` : (texts[0] ?? '');
    })
    .filter(Boolean);
  return clauses.length > 0 ? clauses.join(' & ') : null;
}

/** LIKE and ILIKE treat %, _ and \ as pattern characters; this makes them literal. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
