/**
 * How place names and typed searches are compared: lower case, no accents, punctuation as
 * spaces, so "Shahrah-e-Faisal", "shahrah e faisal" and "SHAHRAH E FAISAL" read the same.
 */

// Apostrophes join ("Jinnah's" → "jinnahs"); every other mark separates words.
const APOSTROPHES = /['’‘`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
/** The Urdu/Persian izafat written as a word: "Gulshan-e-Iqbal", "Shahrah e Faisal". */
const JOINER = 'e';

function plain(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(APOSTROPHES, '');
}

/** The words of a text, in order: "Clifton Block-5" → ["clifton", "block", "5"]. */
export function textWords(text: string): string[] {
  return plain(text).split(SEPARATORS).filter(Boolean);
}

/**
 * Words to compare whole names by: the izafat between two words is left out, so
 * "Shahrah Faisal" is the same name as "Shahrah-e-Faisal".
 */
export function nameKey(text: string): string {
  const words = textWords(text);
  return words
    .filter((word, index) => word !== JOINER || index === 0 || index === words.length - 1)
    .join(' ');
}

/**
 * The words a name can be found by: its words, plus each hyphenated or dotted part written
 * together ("F-7" → "f7", "Shahrah-e-Faisal" → "shahrahefaisal"), so people who type it
 * without the marks still find it.
 */
export function searchableWords(text: string): string[] {
  const words = new Set(textWords(text));
  for (const token of plain(text).split(/\s+/)) {
    const joined = token.split(SEPARATORS).filter(Boolean);
    if (joined.length > 1) words.add(joined.join(''));
  }
  return [...words];
}
