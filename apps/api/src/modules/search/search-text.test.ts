import { describe, expect, it } from 'vitest';
import {
  escapeLikePattern,
  MAX_QUERY_WORDS,
  queryWords,
  synonymAlternative,
  toTsQueryText,
} from './search-text.js';

describe('queryWords', () => {
  it('lower-cases, splits on anything but letters and digits, and keeps each word once', () => {
    expect(queryWords('  Chicken  BIRYANI chicken ')).toEqual(['chicken', 'biryani']);
    expect(queryWords("biryani' OR '1'='1")).toEqual(['biryani', 'or', '1']);
    expect(queryWords('%_\\;--')).toEqual([]);
    expect(queryWords('Olpers 1L')).toEqual(['olpers', '1l']);
  });

  it('keeps at most eight words and drops absurdly long ones', () => {
    const many = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords(`milk ${'x'.repeat(41)}`)).toEqual(['milk']);
  });
});

describe('toTsQueryText', () => {
  it('ANDs the words and ORs each word’s alternatives, prefixes marked', () => {
    expect(
      toTsQueryText([
        {
          word: 'doodh',
          alternatives: [
            { lexemes: ['doodh'], prefix: true },
            { lexemes: ['milk'], prefix: true },
          ],
        },
        {
          word: 'biryni',
          alternatives: [
            { lexemes: ['biryni'], prefix: true },
            { lexemes: ['biryani'], prefix: false },
          ],
        },
      ]),
    ).toBe("('doodh':* | 'milk':*) & ('biryni':* | 'biryani')");
  });

  it('groups a several-word synonym and skips anything that is not a plain word', () => {
    const green = synonymAlternative('Green Tea');
    expect(green).toEqual({ lexemes: ['green', 'tea'], prefix: false });
    expect(
      toTsQueryText([
        {
          word: 'x',
          alternatives: [
            { lexemes: ['x'], prefix: false },
            { lexemes: ['green', 'tea'], prefix: true },
            { lexemes: ["a'b"], prefix: false },
            { lexemes: ['c:*|d'], prefix: false },
          ],
        },
      ]),
    ).toBe("('x' | ('green' & 'tea':*))");
    expect(
      toTsQueryText([{ word: '!', alternatives: [{ lexemes: ['!'], prefix: false }] }]),
    ).toBeNull();
    expect(toTsQueryText([])).toBeNull();
  });
});

describe('escapeLikePattern', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLikePattern('milk')).toBe('milk');
  });
});
