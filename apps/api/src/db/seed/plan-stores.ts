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

/** Each store offers 3–6 of its industry's categories with 2–5 sub-categories each (as available). */
export function planStores(): StorePlan[] {
  return STORES.map((store, index) => {
    const random = createRandom(`store:${index + 1}`);
    const industry = industryBySlug(store.industry);
    const catalog = catalogFor(store.industry);
    const categoryCount = Math.min(random.int(3, 6), catalog.categories.length);
    const categories = pickInOrder(catalog.categories, categoryCount, random).map((category) => ({
      name: category.name,
      subCategories: pickInOrder(
        category.subCategories,
        Math.min(random.int(2, 5), category.subCategories.length),
        random,
      ),
    }));
    return { ordinal: index + 1, store, industry, phone: landline(store.city, random), categories };
  });
}
