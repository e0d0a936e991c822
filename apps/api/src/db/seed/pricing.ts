import type { SubCategorySeed } from './data/catalog.js';
import type { Random } from './random.js';

/**
 * Whole rupees with shop-style endings: …999/…000 from Rs 10,000, …99/…00 from Rs 1,000,
 * …9/…0 from Rs 100, tens below. Returns paisa.
 */
export function shopPricePaisa(rupees: number, random: Random): number {
  const charmEnding = random.chance(0.5);
  let price: number;
  if (rupees >= 10000) price = Math.round(rupees / 1000) * 1000 - (charmEnding ? 1 : 0);
  else if (rupees >= 1000) price = Math.round(rupees / 100) * 100 - (charmEnding ? 1 : 0);
  else if (rupees >= 100) price = Math.round(rupees / 10) * 10 - (charmEnding ? 1 : 0);
  else price = Math.max(10, Math.round(rupees / 10) * 10);
  return price * 100;
}

/** A discount of 5–30 % in whole rupees, always above zero and below the price. */
export function promotionPaisa(costPaisa: number, random: Random): number {
  const rupees = Math.round((costPaisa / 100) * (random.int(5, 30) / 100));
  const rounded = rupees >= 100 ? Math.round(rupees / 10) * 10 : Math.max(1, rupees);
  return Math.min(rounded * 100, costPaisa - 100);
}

function variantFactor(seed: SubCategorySeed, index: number): number {
  return seed.variants[index]?.factor ?? 1 + 0.6 * index;
}

/**
 * The price in rupees of one item in one variant. `itemRandom` is drawn once per item, so all
 * variants of an item share a base price: 1kg costs about twice 500g, never less.
 */
export function listPriceRupees(
  seed: SubCategorySeed,
  itemIndex: number,
  variantIndex: number,
  itemRandom: Random,
  random: Random,
): number {
  const item = seed.items[itemIndex];
  const jitter = 0.97 + 0.06 * random.next();
  const baseDraw = itemRandom.next();
  if (item?.rupees !== undefined) {
    return item.rupees * (0.92 + 0.16 * baseDraw) * variantFactor(seed, variantIndex) * jitter;
  }
  const count = seed.variants.length;
  if (count > 1 && seed.variants.some((variant) => variant.factor !== undefined)) {
    const top = variantFactor(seed, count - 1);
    const base = seed.minRupees + (seed.maxRupees / top - seed.minRupees) * baseDraw ** 1.3;
    return Math.max(seed.minRupees, base) * variantFactor(seed, variantIndex) * jitter;
  }
  // Plain variants (Half, Full, Family) each take their own, higher slice of the range.
  const position =
    count > 1 ? (variantIndex + 0.15 + 0.7 * random.next()) / count : baseDraw ** 1.6;
  return seed.minRupees + (seed.maxRupees - seed.minRupees) * position;
}
