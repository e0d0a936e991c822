import { describe, expect, it } from 'vitest';
import { chooseCorrections, expandWords } from './query-expansion.js';
import type { WordLookup } from './search-vocabulary.repository.js';

const lookup = (word: string, known: boolean, similar: [string, number][] = []): WordLookup => ({
  word,
  known,
  similar: similar.map(([w, similarity]) => ({ word: w, similarity })),
});

const synonyms = new Map([
  ['doodh', 'milk'],
  ['anda', 'eggs'],
  ['murgh', 'chicken'],
]);

describe('chooseCorrections', () => {
  it('keeps close words near the best one and drops distant ones', () => {
    expect(
      chooseCorrections([
        { word: 'chicken', similarity: 0.5 },
        { word: 'chikoo', similarity: 0.4 },
        { word: 'chia', similarity: 0.33 },
      ]),
    ).toEqual(['chicken']);
    expect(
      chooseCorrections([
        { word: 'milk', similarity: 0.57 },
        { word: 'milky', similarity: 0.5 },
      ]),
    ).toEqual(['milk', 'milky']);
    expect(chooseCorrections([{ word: 'bird', similarity: 0.33 }])).toEqual([]);
    expect(chooseCorrections([])).toEqual([]);
  });
});

describe('expandWords', () => {
  it('matches a known word as a prefix, with its synonym', () => {
    const groups = expandWords({
      words: ['doodh'],
      lookups: new Map([['doodh', lookup('doodh', true)]]),
      synonyms,
      autocomplete: false,
    });
    expect(groups).toEqual([
      {
        word: 'doodh',
        alternatives: [
          { lexemes: ['doodh'], prefix: true },
          { lexemes: ['milk'], prefix: true },
        ],
      },
    ]);
  });

  it('corrects an unknown word to its nearest catalog words (and their synonyms)', () => {
    const [biryni] = expandWords({
      words: ['biryni'],
      lookups: new Map([
        [
          'biryni',
          lookup('biryni', false, [
            ['biryani', 0.5],
            ['bird', 0.33],
          ]),
        ],
      ]),
      synonyms,
      autocomplete: false,
    });
    expect(biryni?.alternatives).toEqual([
      { lexemes: ['biryni'], prefix: true },
      { lexemes: ['biryani'], prefix: false },
    ]);
    const [murg] = expandWords({
      words: ['murg'],
      lookups: new Map([['murg', lookup('murg', false, [['murgh', 0.5]])]]),
      synonyms,
      autocomplete: false,
    });
    expect(murg?.alternatives.map((a) => a.lexemes[0])).toEqual(['murg', 'murgh', 'chicken']);
  });

  it('does not correct a synonym term or a known word', () => {
    const groups = expandWords({
      words: ['anda', 'chick'],
      lookups: new Map([
        ['anda', lookup('anda', false, [['and', 0.5]])],
        ['chick', lookup('chick', true, [['chicken', 0.6]])],
      ]),
      synonyms,
      autocomplete: false,
    });
    expect(groups.map((g) => g.alternatives.map((a) => a.lexemes.join(' ')))).toEqual([
      ['anda', 'eggs'],
      ['chick'],
    ]);
  });

  it('matches short words whole, except the last one while autocompleting', () => {
    const input = { words: ['ch', 'ma'], lookups: new Map(), synonyms };
    const full = expandWords({ ...input, autocomplete: false });
    const typing = expandWords({ ...input, autocomplete: true });
    expect(full.map((g) => g.alternatives[0]?.prefix)).toEqual([false, false]);
    expect(typing.map((g) => g.alternatives[0]?.prefix)).toEqual([false, true]);
  });
});
