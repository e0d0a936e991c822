import { catalogFor, type SubCategorySeed } from './data/catalog.js';
import { INDUSTRIES, type IndustrySeed } from './data/industries.js';
import { STORES, type City, type StoreSeed } from './data/stores.js';
import { createRandom } from './random.js';

export interface PlannedCategory {
  name: string;
  subCategories: readonly SubCategorySeed[];
}

export interface StorePlan {
  /** 1-based position in the store list; the first store is the demo merchant's. */
  ordinal: number;
  store: StoreSeed;
  industry: IndustrySeed;
  phone: string;
  categories: readonly PlannedCategory[];
}

const AREA_CODES: Readonly<Record<City, { code: string; digits: number; first: string }>> = {
  Karachi: { code: '21', digits: 8, first: '3' },
  Lahore: { code: '42', digits: 8, first: '3' },
  Islamabad: { code: '51', digits: 7, first: '2' },
};

function industryBySlug(slug: string): IndustrySeed {
  const industry = INDUSTRIES.find((candidate) => candidate.slug === slug);
  if (!industry) throw new Error(`Store industry "${slug}" is not a seeded industry`);
  return industry;
}

function landline(city: City, random: ReturnType<typeof createRandom>): string {
  const { code, digits, first } = AREA_CODES[city];
  let number = first;
  while (number.length < digits) number += String(random.int(0, 9));
  return `+92${code}${number}`;
}

/** Picks `count` items at random but keeps the catalog's order, which reads naturally in a menu. */
function pickInOrder<T>(
  items: readonly T[],
  count: number,
  random: ReturnType<typeof createRandom>,
): T[] {
  const chosen = new Set(random.shuffle(items.map((_, index) => index)).slice(0, count));
  return items.filter((_, index) => chosen.has(index));
}

/** How many categories a store offers, and sub-categories in each: [fewest, most]. */
export interface CategoryShape {
  categories: readonly [number, number];
  subCategories: readonly [number, number];
}

/** The hand-written stores' range: a full shop front for their ~90 products each. */
const FULL_SHAPE: CategoryShape = { categories: [3, 6], subCategories: [2, 5] };

/** A store offers some of its industry's categories and sub-categories (as available). */
function planCategories(
  slug: string,
  random: ReturnType<typeof createRandom>,
  shape: CategoryShape,
): PlannedCategory[] {
  const catalog = catalogFor(slug);
  const categoryCount = Math.min(random.int(...shape.categories), catalog.categories.length);
  return pickInOrder(catalog.categories, categoryCount, random).map((category) => ({
    name: category.name,
    subCategories: pickInOrder(
      category.subCategories,
      Math.min(random.int(...shape.subCategories), category.subCategories.length),
      random,
    ),
  }));
}

/**
 * The plan of the store at `ordinal` (1-based, its random stream "store:<ordinal>"): its
 * industry, categories and a landline.
 */
export function planStore(
  store: StoreSeed,
  ordinal: number,
  shape: CategoryShape = FULL_SHAPE,
): StorePlan {
  const random = createRandom(`store:${ordinal}`);
  const industry = industryBySlug(store.industry);
  const categories = planCategories(store.industry, random, shape);
  return { ordinal, store, industry, phone: landline(store.city, random), categories };
}

/** The hand-written demo stores (data/stores.ts), in their order. */
export function planStores(): StorePlan[] {
  return STORES.map((store, index) => planStore(store, index + 1));
}
