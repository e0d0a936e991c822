import type { products } from '../schema/index.js';
import { productArtUrl } from '../../modules/media/art-urls.js';
import { catalogFor, type SubCategorySeed } from './data/catalog.js';
import type { SeededStore } from './generate-stores.js';
import { listPriceRupees, promotionPaisa, shopPricePaisa } from './pricing.js';
import { createRandom, seededQueryId, type Random } from './random.js';

export type ProductRow = typeof products.$inferInsert;

interface Combo {
  sub: number;
  item: number;
  variant: number;
}

function combosOf(subCategories: readonly SubCategorySeed[]): Combo[] {
  return subCategories.flatMap((seed, sub) =>
    seed.items.flatMap((_, item) =>
      (seed.variants.length ? seed.variants : [null]).map((_, variant) => ({ sub, item, variant })),
    ),
  );
}

/** Splits `total` across stores by random weight without giving any store more than it can name. */
export function allocateCounts(
  capacities: readonly number[],
  total: number,
  random: Random,
): number[] {
  const capacity = capacities.reduce((sum, value) => sum + value, 0);
  if (total > capacity)
    throw new Error(`The seed catalog names ${capacity} products; ${total} asked`);
  const weights = capacities.map(() => 0.7 + 0.6 * random.next());
  const counts = capacities.map(() => 0);
  let open = capacities.map((_, index) => index);
  let remaining = total;
  while (remaining > 0 && open.length > 0) {
    const weightSum = open.reduce((sum, index) => sum + weights[index]!, 0);
    let given = 0;
    for (const index of open) {
      const share = Math.max(1, Math.floor((remaining * weights[index]!) / weightSum));
      const take = Math.min(share, capacities[index]! - counts[index]!, remaining - given);
      counts[index]! += take;
      given += take;
    }
    remaining -= given;
    open = open.filter((index) => counts[index]! < capacities[index]!);
  }
  return counts;
}

function stockFields(random: Random, unlimitedShare: number) {
  if (random.chance(unlimitedShare)) {
    return { quantity: 0, unlimited: true, unlimitedOutOfStock: random.chance(0.15) };
  }
  if (random.chance(0.06)) return { quantity: 0, unlimited: false, unlimitedOutOfStock: false };
  const quantity = random.chance(0.7) ? random.int(5, 60) : random.int(61, 400);
  return { quantity, unlimited: false, unlimitedOutOfStock: false };
}

function someOf(options: readonly string[], random: Random, min: number, max: number): string[] {
  if (options.length === 0) return [];
  const chosen = new Set(
    random
      .shuffle(options)
      .slice(0, random.int(Math.min(min, options.length), Math.min(max, options.length))),
  );
  return options.filter((option) => chosen.has(option));
}

/** A run of neighbouring sizes (M–XL, not M and XL alone), at least three when there are three. */
function sizeRun(sizes: readonly string[], random: Random): string[] {
  if (sizes.length === 0) return [];
  const length = random.int(Math.min(3, sizes.length), sizes.length);
  const start = random.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

/** Deals the shuffled combos round-robin over the sub-categories: a short shelf fills each one. */
function spreadOverSubCategories(shuffled: readonly Combo[]): Combo[] {
  const dealt = new Map<number, number>();
  const ranked = shuffled.map((combo) => {
    const rank = dealt.get(combo.sub) ?? 0;
    dealt.set(combo.sub, rank + 1);
    return { combo, rank };
  });
  // Array#sort is stable: within a round the shuffled order stays.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ combo }) => combo);
}

export interface PlanProductsOptions {
  /** The ordinal of the first product (its query_id); 1 by default. */
  firstOrdinal?: number;
  /** Give every sub-category products before any gets more (for small shelves). */
  everySubCategory?: boolean;
}

/** Cooked food is made to order, so food stores mostly sell without a stock count. */
const UNLIMITED_SHARE: Readonly<Record<string, number>> = { food: 0.4 };

/**
 * The catalog rows of `total` products, spread over the stores. Deterministic: product n
 * (counted from `firstOrdinal`) gets query_id md5('sauda-seed:product:n') and the same name,
 * price and stock.
 */
export function planProducts(
  stores: readonly SeededStore[],
  total: number,
  options: PlanProductsOptions = {},
): ProductRow[] {
  const { firstOrdinal = 1, everySubCategory = false } = options;
  const combos = stores.map((store) => combosOf(store.subCategories.map((sub) => sub.seed)));
  const counts = allocateCounts(
    combos.map((list) => list.length),
    total,
    createRandom('product-allocation'),
  );
  const rows: ProductRow[] = [];
  stores.forEach((store, storeIndex) => {
    const random = createRandom(`products:${store.plan.ordinal}`);
    const { slug } = store.plan.industry;
    const blurbs = catalogFor(slug).blurbs;
    const shuffled = random.shuffle(combos[storeIndex]!);
    const chosen = (everySubCategory ? spreadOverSubCategories(shuffled) : shuffled)
      .slice(0, counts[storeIndex])
      .sort((a, b) => a.sub - b.sub || a.item - b.item || a.variant - b.variant);
    for (const combo of chosen) {
      const sub = store.subCategories[combo.sub]!;
      const { seed } = sub;
      const itemName = seed.items[combo.item]!.name;
      const variant = seed.variants[combo.variant];
      const name = variant ? `${itemName} ${variant.label}` : itemName;
      const itemRandom = createRandom(`price:${store.plan.ordinal}:${seed.name}:${combo.item}`);
      const rupees = listPriceRupees(seed, combo.item, combo.variant, itemRandom, random);
      const costPaisa = shopPricePaisa(rupees, random);
      rows.push({
        queryId: seededQueryId('product', firstOrdinal + rows.length),
        companyId: store.companyId,
        categoryId: sub.categoryId,
        subCategoryId: sub.id,
        name,
        description: `${name}. ${random.pick(blurbs)}`,
        costPaisa,
        promotionAmountPaisa: random.chance(0.15) ? promotionPaisa(costPaisa, random) : null,
        ...stockFields(random, UNLIMITED_SHARE[slug] ?? 0.03),
        imageUrls: [productArtUrl(slug, name)],
        colors: someOf(seed.colors, random, 2, 4),
        sizes: sizeRun(seed.sizes, random),
        isActive: true,
      });
    }
  });
  return rows;
}
