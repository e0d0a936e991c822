import { expect, it } from 'vitest';

const fixedTexts = (catalog: object) =>
  Object.values(catalog).filter((value): value is string => typeof value === 'string');

/**
 * The rules every message catalog keeps: it is frozen, and each fixed text belongs to one key,
 * of this catalog and of `others` (the web finds a text's translation by its English words).
 */
export function itKeepsCatalogRules(catalog: object, others: readonly object[]): void {
  it('gives every fixed key its own text, apart from the other catalogs', () => {
    const texts = fixedTexts(catalog);
    expect(new Set(texts).size).toBe(texts.length);
    const elsewhere = new Set(others.flatMap(fixedTexts));
    expect(texts.filter((text) => elsewhere.has(text))).toEqual([]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(catalog)).toBe(true);
  });
}
