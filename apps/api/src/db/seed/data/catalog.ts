import { ELECTRONICS, FASHION, HOME_LIVING, MOBILES } from './catalog-tech-style.js';
import { BABY_CARE, BEAUTY, HEALTH_WELLNESS, PETS, PHARMACY } from './catalog-care.js';
import { BAKERY, FOOD, GROCERY } from './catalog-fresh.js';
import { BOOKS, FLOWERS_GIFTS, HARDWARE, SPORTS, STATIONERY, TOYS } from './catalog-leisure.js';
import { BEVERAGES, DAIRY, FRUITS_VEGETABLES, MEAT_SEAFOOD } from './catalog-market.js';
import type { IndustryCatalog } from './catalog-types.js';

export type { CategorySeed, IndustryCatalog, SubCategorySeed } from './catalog-types.js';

/** Categories → sub-categories → product names and PKR price ranges, by industry slug. */
export const CATALOG: Readonly<Record<string, IndustryCatalog>> = {
  food: FOOD,
  grocery: GROCERY,
  pharmacy: PHARMACY,
  bakery: BAKERY,
  'meat-seafood': MEAT_SEAFOOD,
  'fruits-vegetables': FRUITS_VEGETABLES,
  electronics: ELECTRONICS,
  mobiles: MOBILES,
  fashion: FASHION,
  beauty: BEAUTY,
  'home-living': HOME_LIVING,
  pets: PETS,
  'flowers-gifts': FLOWERS_GIFTS,
  stationery: STATIONERY,
  'baby-care': BABY_CARE,
  sports: SPORTS,
  dairy: DAIRY,
  beverages: BEVERAGES,
  books: BOOKS,
  hardware: HARDWARE,
  toys: TOYS,
  'health-wellness': HEALTH_WELLNESS,
};

export function catalogFor(industrySlug: string): IndustryCatalog {
  const catalog = CATALOG[industrySlug];
  if (!catalog) throw new Error(`No seed catalog for industry "${industrySlug}"`);
  return catalog;
}
