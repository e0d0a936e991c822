import { describe, expect, it } from 'vitest';
import {
  isAlphanumeric,
  isAlphanumericWithSpaces,
  isLettersWithSpaces,
  isWholeNumber,
  keepAlphanumeric,
  keepAlphanumericWithSpaces,
  keepLettersWithSpaces,
  keepWholeNumber,
  toAsciiDigits,
} from './input-filters.js';

describe('toAsciiDigits', () => {
  it('turns Urdu and Arabic-Indic digits into 0-9', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('Rs ۷۵۰')).toBe('Rs 750');
  });
});

describe('keep filters strip disallowed characters', () => {
  it('alphanumeric', () => {
    expect(keepAlphanumeric('FREE15 FIRST!')).toBe('FREE15FIRST');
    expect(keepAlphanumeric('a-b_c.d@1')).toBe('abcd1');
    expect(keepAlphanumeric('کوڈ ۱۲')).toBe('12');
    expect(keepAlphanumeric('')).toBe('');
  });

  it('alphanumeric with spaces', () => {
    expect(keepAlphanumericWithSpaces('Coca-Cola 1.5L')).toBe('CocaCola 15L');
    expect(keepAlphanumericWithSpaces('milk\tpack')).toBe('milk pack');
    expect(keepAlphanumericWithSpaces('دودھ milk')).toBe(' milk');
  });

  it('letters with spaces', () => {
    expect(keepLettersWithSpaces("Ali O'Brien 2nd")).toBe('Ali OBrien nd');
    expect(keepLettersWithSpaces('Ayesha\u00a0Khan')).toBe('Ayesha Khan');
    expect(keepLettersWithSpaces('علی Khan')).toBe(' Khan');
    expect(keepLettersWithSpaces('Zoë')).toBe('Zo');
  });

  it('whole numbers', () => {
    expect(keepWholeNumber('1,250.50')).toBe('125050');
    expect(keepWholeNumber('-20')).toBe('20');
    expect(keepWholeNumber('۵۰')).toBe('50');
    expect(keepWholeNumber('abc')).toBe('');
  });
});

describe('predicates accept a non-empty run of allowed characters', () => {
  it('alphanumeric', () => {
    expect(isAlphanumeric('FREE15FIRST')).toBe(true);
    expect(isAlphanumeric('free 15')).toBe(false);
    expect(isAlphanumeric('a_b')).toBe(false);
    expect(isAlphanumeric('')).toBe(false);
  });

  it('alphanumeric with spaces', () => {
    expect(isAlphanumericWithSpaces('milk 1 litre')).toBe(true);
    expect(isAlphanumericWithSpaces(' ')).toBe(true);
    expect(isAlphanumericWithSpaces('milk\tpack')).toBe(false);
    expect(isAlphanumericWithSpaces('1.5')).toBe(false);
    expect(isAlphanumericWithSpaces('')).toBe(false);
  });

  it('letters with spaces: Latin only, so Urdu names are refused', () => {
    expect(isLettersWithSpaces('Muhammad Ali')).toBe(true);
    expect(isLettersWithSpaces('Ali2')).toBe(false);
    expect(isLettersWithSpaces('علی')).toBe(false);
    expect(isLettersWithSpaces('Zoë')).toBe(false);
    expect(isLettersWithSpaces('')).toBe(false);
  });

  it('whole numbers: ASCII digits only, no sign or decimals', () => {
    expect(isWholeNumber('0')).toBe(true);
    expect(isWholeNumber('100')).toBe(true);
    expect(isWholeNumber('-1')).toBe(false);
    expect(isWholeNumber('1.5')).toBe(false);
    expect(isWholeNumber(' 1')).toBe(false);
    expect(isWholeNumber('۵۰')).toBe(false);
    expect(isWholeNumber('')).toBe(false);
  });

  it('agree with their filters', () => {
    for (const text of ['abc 12', 'x-y', 'Ali Khan', '42', '']) {
      expect(isAlphanumeric(text)).toBe(text !== '' && keepAlphanumeric(text) === text);
      expect(isWholeNumber(text)).toBe(text !== '' && keepWholeNumber(text) === text);
      expect(isLettersWithSpaces(text)).toBe(text !== '' && keepLettersWithSpaces(text) === text);
    }
  });
});
