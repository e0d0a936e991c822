import { describe, expect, it } from 'vitest';
import { nameKey, searchableWords, textWords } from './place-text.js';

describe('textWords', () => {
  it('lower-cases, drops accents and reads punctuation as spaces', () => {
    expect(textWords('  Clíftön   Block-5, (Karachi) ')).toEqual([
      'clifton',
      'block',
      '5',
      'karachi',
    ]);
    expect(textWords('Shahrah-e-Faisal')).toEqual(['shahrah', 'e', 'faisal']);
  });

  it("joins apostrophes instead of splitting: Jinnah's → jinnahs", () => {
    expect(textWords("Jinnah's Mazar")).toEqual(['jinnahs', 'mazar']);
  });

  it('answers no words for punctuation only', () => {
    expect(textWords(' - , . ')).toEqual([]);
  });
});

describe('nameKey', () => {
  it('leaves out the izafat between two words', () => {
    expect(nameKey('Shahrah-e-Faisal')).toBe('shahrah faisal');
    expect(nameKey('shahrah e faisal')).toBe(nameKey('Shahrah Faisal'));
  });

  it('keeps an "e" at either end: "Block E" is not "Block"', () => {
    expect(nameKey('Block E')).toBe('block e');
    expect(nameKey('E-11')).toBe('e 11');
  });
});

describe('searchableWords', () => {
  it('adds hyphenated names written together', () => {
    expect(searchableWords('F-7 Markaz')).toEqual(['f', '7', 'markaz', 'f7']);
    expect(searchableWords('Shahrah-e-Faisal')).toContain('shahrahefaisal');
  });

  it('lists each word once', () => {
    expect(searchableWords('Block 5 Block 5')).toEqual(['block', '5']);
  });
});
