import { describe, expect, it } from 'vitest';
import { slugify } from '../../modules/media/art-urls.js';
import { hasOwnPictogram } from '../../modules/media/pictograms.js';
import { CATALOG } from './data/catalog.js';
import { INDUSTRIES } from './data/industries.js';
import { CITY_BOUNDS, STORES } from './data/stores.js';
import { SEARCH_SYNONYMS } from './data/synonyms.js';
import { WORKING_HOURS } from './data/working-hours.js';
import type { SeededStore } from './generate-stores.js';
import { DEFAULT_PRODUCT_COUNT } from './index.js';
import { planProducts } from './plan-products.js';
import { planStores } from './plan-stores.js';
import { promotionPaisa, shopPricePaisa } from './pricing.js';
import { createRandom, seededQueryId } from './random.js';

/** Stores as if inserted, with made-up ids, so product planning runs without a database. */
function fakeSeededStores(): SeededStore[] {
  let nextId = 1;
  return planStores().map((plan, index) => ({
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

describe('seed data', () => {
  it('lists 20+ industries in order, each with a catalog, a pictogram and stores', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(20);
    expect(INDUSTRIES.map((industry) => industry.id)).toEqual(
      INDUSTRIES.map((_, index) => index + 1),
    );
    for (const industry of INDUSTRIES) {
      expect(industry.slug).toBe(slugify(industry.name));
      expect(hasOwnPictogram(industry.slug), industry.slug).toBe(true);
      expect(CATALOG[industry.slug]?.categories.length, industry.slug).toBeGreaterThanOrEqual(3);
      expect(
        STORES.some((store) => store.industry === industry.slug),
        industry.slug,
      ).toBe(true);
    }
  });

  it('lists 60+ uniquely named stores with sensible terms', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(STORES.map((store) => slugify(store.name))).size).toBe(STORES.length);
    expect(STORES[0]).toMatchObject({ industry: 'food', city: 'Karachi' });
    for (const store of STORES) {
      const bounds = CITY_BOUNDS[store.city];
      expect(
        store.lat > bounds.minLat &&
          store.lat < bounds.maxLat &&
          store.long > bounds.minLong &&
          store.long < bounds.maxLong,
        store.name,
      ).toBe(true);
      expect(store.serviceRadiusKm).toBeGreaterThanOrEqual(3);
      expect(store.serviceRadiusKm).toBeLessThanOrEqual(15);
      expect(store.rating).toBeGreaterThan(3);
      expect(store.rating).toBeLessThanOrEqual(5);
    }
    expect(
      STORES.filter((store) => store.hours === 'always').map((store) => store.industry),
    ).toEqual(['pharmacy']);
    expect(STORES.some((store) => store.deliveryFeeRupees === 0)).toBe(true);
  });

  it('has working-hour profiles with Friday breaks, Sunday closures, two slots and late nights', () => {
    const days = (profile: keyof typeof WORKING_HOURS) =>
      new Set(WORKING_HOURS[profile].map((slot) => slot.dayOfWeek));
    expect(days('closed-sunday').has(0)).toBe(false);
    expect(WORKING_HOURS['friday-prayer'].filter((slot) => slot.dayOfWeek === 5)).toHaveLength(2);
    expect(WORKING_HOURS['lunch-dinner']).toHaveLength(14);
    expect(WORKING_HOURS['late-night'].every((slot) => slot.endTime < slot.startTime)).toBe(true);
    for (const slots of Object.values(WORKING_HOURS)) {
      for (const slot of slots)
        expect(`${slot.startTime}-${slot.endTime}`).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    }
  });

  it('has a catalog whose sub-categories name enough distinct products', () => {
    for (const [slug, catalog] of Object.entries(CATALOG)) {
      for (const sub of catalog.categories.flatMap((category) => category.subCategories)) {
        const where = `${slug} / ${sub.name}`;
        expect(sub.items.length, where).toBeGreaterThanOrEqual(3);
        expect(new Set(sub.items.map((item) => item.name)).size, where).toBe(sub.items.length);
        expect(sub.minRupees, where).toBeLessThan(sub.maxRupees);
        for (const item of sub.items)
          expect(item.rupees ?? 1, `${where} / ${item.name}`).toBeGreaterThan(0);
        for (const variant of sub.variants)
          expect(variant.factor ?? 1, where).toBeGreaterThanOrEqual(1);
      }
    }
    expect(planProducts(fakeSeededStores(), DEFAULT_PRODUCT_COUNT)).toHaveLength(
      DEFAULT_PRODUCT_COUNT,
    );
  });

  it('maps 30+ Roman-Urdu words to English', () => {
    expect(Object.keys(SEARCH_SYNONYMS).length).toBeGreaterThanOrEqual(30);
    expect(SEARCH_SYNONYMS).toMatchObject({
      doodh: 'milk',
      anda: 'eggs',
      chawal: 'rice',
      aata: 'flour',
      dawai: 'medicine',
    });
  });
});

describe('seed planning', () => {
  it('plans the same stores and products every time', () => {
    expect(planStores()).toEqual(planStores());
    const [a, b] = [planProducts(fakeSeededStores(), 3000), planProducts(fakeSeededStores(), 3000)];
    expect(a).toEqual(b);
    expect(a[0]?.queryId).toBe(seededQueryId('product', 1));
    expect(a[0]?.queryId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps variant prices in order and never repeats a name in a store', () => {
    const rows = planProducts(fakeSeededStores(), DEFAULT_PRODUCT_COUNT);
    expect(new Set(rows.map((row) => `${row.companyId}:${row.name}`)).size).toBe(rows.length);
    const price = (name: string) =>
      rows.find((row) => row.companyId === 1 && row.name === name)?.costPaisa;
    const biryani = ['Single', 'Half', 'Full', 'Family Pack']
      .map((size) => price(`Chicken Biryani ${size}`))
      .filter((value) => value !== undefined);
    expect(biryani).toEqual([...biryani].sort((x, y) => Number(x) - Number(y)));
  });

  it('rounds prices to shop-style whole rupees and keeps promotions below the price', () => {
    const random = createRandom('test:prices');
    for (let i = 0; i < 500; i += 1) {
      const rupees = 5 + random.next() * 400_000;
      const paisa = shopPricePaisa(rupees, random);
      expect(paisa % 100).toBe(0);
      const ending = (paisa / 100) % 10;
      expect([0, 9]).toContain(ending);
      const promotion = promotionPaisa(paisa, random);
      expect(promotion).toBeGreaterThan(0);
      expect(promotion).toBeLessThan(paisa);
      expect(promotion % 100).toBe(0);
    }
  });
});
