import { describe, expect, it } from 'vitest';
import { slugify } from '../../modules/media/art-urls.js';
import { INDUSTRIES } from './data/industries.js';
import { CITY_BOUNDS, STORES } from './data/stores.js';
import { WORKING_HOURS } from './data/working-hours.js';
import type { SeededStore } from './generate-stores.js';
import { CITY_PRODUCTS_PER_STORE } from './index.js';
import { CITY_STORES_PER_INDUSTRY, planCityStores } from './plan-city-stores.js';
import { planProducts } from './plan-products.js';
import { planStores, type StorePlan } from './plan-stores.js';

const FIRST = STORES.length + 1;
const plans = planCityStores(FIRST);
const storesOf = (slug: string) => plans.filter((plan) => plan.industry.slug === slug);

/** The stores as if inserted, with made-up ids, so product planning runs without a database. */
function asSeeded(storePlans: readonly StorePlan[]): SeededStore[] {
  let nextId = 1;
  return storePlans.map((plan, index) => ({
    plan,
    companyId: index + 1,
    subCategories: plan.categories.flatMap((category, categoryIndex) =>
      category.subCategories.map((seed) => ({
        id: nextId++,
        categoryId: index * 10 + categoryIndex,
        seed,
      })),
    ),
  }));
}

describe('planCityStores', () => {
  it('is the same every run and numbers the stores after the hand-written ones', () => {
    expect(planCityStores(FIRST)).toEqual(plans);
    expect(plans.map((plan) => plan.ordinal)).toEqual(plans.map((_, index) => FIRST + index));
  });

  it('leaves the hand-written stores as they are, in front', () => {
    const written = planStores();
    expect(written.map((plan) => plan.store)).toEqual(STORES);
    expect(written.at(-1)?.ordinal).toBe(FIRST - 1);
  });

  it('gives Food and Grocery 40 stores each across the three cities, the others in proportion', () => {
    for (const slug of ['food', 'grocery']) {
      expect(storesOf(slug), slug).toHaveLength(40);
      expect(new Set(storesOf(slug).map((plan) => plan.store.city)), slug).toEqual(
        new Set(['Karachi', 'Lahore', 'Islamabad']),
      );
    }
    const pharmacies = STORES.filter((store) => store.industry === 'pharmacy').length;
    expect(CITY_STORES_PER_INDUSTRY.pharmacy).toBe(pharmacies * 3);
    for (const industry of INDUSTRIES) expect(storesOf(industry.slug).length).toBeGreaterThan(0);
  });

  it('places stores in real neighbourhoods inside their city, with sensible terms', () => {
    for (const { store } of plans) {
      const bounds = CITY_BOUNDS[store.city];
      expect(store.lat, store.name).toBeGreaterThan(bounds.minLat);
      expect(store.lat, store.name).toBeLessThan(bounds.maxLat);
      expect(store.long, store.name).toBeGreaterThan(bounds.minLong);
      expect(store.long, store.name).toBeLessThan(bounds.maxLong);
      expect(store.addressLine, store.name).toContain(',');
      expect(store.serviceRadiusKm).toBeGreaterThanOrEqual(3);
      expect(store.serviceRadiusKm).toBeLessThanOrEqual(10);
      expect(store.minimumOrderRupees % 50).toBe(0);
      expect(store.rating).toBeGreaterThanOrEqual(3.6);
      expect(store.rating).toBeLessThanOrEqual(4.9);
      expect(store.deliveryMinutes).toBeGreaterThan(store.preparationMinutes);
      expect(WORKING_HOURS[store.hours]).toBeDefined();
    }
    expect(plans.some((plan) => plan.store.deliveryFeeRupees === 0)).toBe(true);
    expect(plans.some((plan) => plan.store.deliveryFeeRupees === undefined)).toBe(true);
  });

  it('keeps Food and Grocery orderable at any hour, and some stores closed', () => {
    for (const slug of ['food', 'grocery']) {
      const always = storesOf(slug).filter((plan) => plan.store.hours === 'always');
      expect(always.length, slug).toBeGreaterThanOrEqual(3);
      expect(new Set(always.map((plan) => plan.store.city)).has('Karachi'), slug).toBe(true);
    }
    expect(plans.some((plan) => plan.store.hours === 'closed-sunday')).toBe(true);
  });

  it('names every store uniquely, without the words the search journeys rely on', () => {
    const slugs = [...STORES, ...plans.map((plan) => plan.store)].map((store) =>
      slugify(store.name),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { store } of plans) expect(store.name).not.toMatch(/biryani|karachi|\bbir/i);
  });

  it('gives every store a small shop front whose every sub-category has products', () => {
    for (const plan of plans) {
      expect(plan.categories.length, plan.store.name).toBeGreaterThanOrEqual(2);
      expect(plan.phone).toMatch(/^\+92\d{9,10}$/);
    }
    const stores = asSeeded(plans);
    const rows = planProducts(stores, stores.length * CITY_PRODUCTS_PER_STORE, {
      firstOrdinal: 6001,
      everySubCategory: true,
    });
    const stocked = new Set(rows.map((row) => row.subCategoryId));
    const empty = stores.flatMap((store) =>
      store.subCategories.filter((sub) => !stocked.has(sub.id)).map(() => store.plan.store.name),
    );
    expect(empty).toEqual([]);
    expect(new Set(rows.map((row) => `${row.companyId}:${row.name}`)).size).toBe(rows.length);
  });
});
