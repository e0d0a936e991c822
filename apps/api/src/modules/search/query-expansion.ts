import {
  MIN_PREFIX_LENGTH,
  isLexeme,
  synonymAlternative,
  type Alternative,
  type WordGroup,
} from './search-text.js';
import type { WordLookup } from './search-vocabulary.repository.js';

/** Below this trigram similarity a catalog word is a different word, not a typo's target. */
export const MIN_CORRECTION_SIMILARITY = 0.4;
/** Corrections close behind the best one are kept too ("milkk": milk and milky). */
const CORRECTION_SPREAD = 0.08;
const MAX_CORRECTIONS = 3;

/** The catalog words a misspelt word most likely meant. */
export function chooseCorrections(similar: WordLookup['similar']): string[] {
  const best = similar[0]?.similarity ?? 0;
  return similar
    .filter(
      ({ word, similarity }) =>
        isLexeme(word) &&
        similarity >= MIN_CORRECTION_SIMILARITY &&
        similarity >= best - CORRECTION_SPREAD,
    )
    .slice(0, MAX_CORRECTIONS)
    .map(({ word }) => word);
}

export interface ExpansionInput {
  words: readonly string[];
  lookups: ReadonlyMap<string, WordLookup>;
  synonyms: ReadonlyMap<string, string>;
  /** Autocomplete completes the last word from its second letter on. */
  autocomplete: boolean;
}

function withSynonym(
  alternatives: Alternative[],
  word: string,
  synonyms: ReadonlyMap<string, string>,
): void {
  const synonym = synonyms.get(word);
  const alternative = synonym ? synonymAlternative(synonym) : null;
  if (alternative) alternatives.push({ ...alternative, prefix: true });
}

/**
 * Each typed word matches as typed (as a prefix from three letters on), through its Roman-Urdu
 * synonym (doodh → milk), and, when no catalog word starts with it and it is no synonym,
 * through the catalog words nearest to it (biryni → biryani).
 */
export function expandWords({
  words,
  lookups,
  synonyms,
  autocomplete,
}: ExpansionInput): WordGroup[] {
  return words.map((word, index) => {
    const last = index === words.length - 1;
    const prefix = word.length >= MIN_PREFIX_LENGTH || (autocomplete && last && word.length >= 2);
    const alternatives: Alternative[] = [{ lexemes: [word], prefix }];
    withSynonym(alternatives, word, synonyms);
    const lookup = lookups.get(word);
    if (lookup && !lookup.known && !synonyms.has(word)) {
      for (const correction of chooseCorrections(lookup.similar)) {
        alternatives.push({ lexemes: [correction], prefix: false });
        withSynonym(alternatives, correction, synonyms);
      }
    }
    return { word, alternatives };
  });
}
