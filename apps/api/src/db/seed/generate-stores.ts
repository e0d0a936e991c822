import { categories, companies, companyWorkingHours, subCategories } from '../schema/index.js';
import { storeBannerUrl, storeLogoUrl, slugify } from '../../modules/media/art-urls.js';
import { insertInBatches, type SeedDb } from './batch-insert.js';
import type { SubCategorySeed } from './data/catalog.js';
import { WORKING_HOURS } from './data/working-hours.js';
import type { StorePlan } from './plan-stores.js';
import { seededQueryId } from './random.js';

export interface SeededSubCategory {
  id: number;
  categoryId: number;
  seed: SubCategorySeed;
}

export interface SeededStore {
  plan: StorePlan;
  companyId: number;
  subCategories: SeededSubCategory[];
}

export interface StoreCounts {
  companies: number;
  workingHours: number;
  categories: number;
  subCategories: number;
}

function companyRow(plan: StorePlan) {
  const { store, industry } = plan;
  return {
    queryId: seededQueryId('company', plan.ordinal),
    industryId: industry.id,
    name: store.name,
    slug: slugify(store.name),
    description: industry.tagline.replace('{area}', store.area).replace('{city}', store.city),
    pictureUrl: storeLogoUrl(industry.slug, store.name),
    bannerUrl: storeBannerUrl(industry.slug, store.name),
    phone: plan.phone,
    addressLine: store.addressLine,
    area: store.area,
    city: store.city,
    lat: store.lat,
    long: store.long,
    serviceAreaRadiusKm: store.serviceRadiusKm,
    preparationMinutes: store.preparationMinutes,
    deliveryMinutes: store.deliveryMinutes,
    overrideDeliveryFee: store.deliveryFeeRupees !== undefined,
    deliveryFeePaisa: (store.deliveryFeeRupees ?? 0) * 100,
    minimumOrderPaisa: store.minimumOrderRupees * 100,
    rating: store.rating,
    isActive: true,
  };
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no inserted ${what} for ${String(key)}`);
  return value;
}

/** Inserts the stores with their hours, categories and sub-categories; returns their ids. */
export async function seedStores(
  db: SeedDb,
  plans: readonly StorePlan[],
): Promise<{ stores: SeededStore[]; counts: StoreCounts }> {
  const companyRows = plans.map(companyRow);
  // Rows are matched back by a natural key, not by the order RETURNING happens to use.
  const companyIdByQueryId = new Map(
    (
      await insertInBatches(companyRows, (batch) =>
        db
          .insert(companies)
          .values(batch)
          .returning({ id: companies.id, queryId: companies.queryId }),
      )
    ).map((row) => [row.queryId, row.id]),
  );
  const companyIds = companyRows.map((row) => lookup(companyIdByQueryId, row.queryId, 'company'));

  const hours = plans.flatMap((plan, index) =>
    WORKING_HOURS[plan.store.hours].map((slot) => ({ companyId: companyIds[index]!, ...slot })),
  );
  await insertInBatches(hours, (batch) =>
    db.insert(companyWorkingHours).values(batch).returning({ id: companyWorkingHours.id }),
  );

  const categoryRows = plans.flatMap((plan, storeIndex) =>
    plan.categories.map((category, index) => ({
      storeIndex,
      category,
      row: { companyId: companyIds[storeIndex]!, name: category.name, position: index + 1 },
    })),
  );
  const categoryIdByKey = new Map(
    (
      await insertInBatches(categoryRows, (batch) =>
        db
          .insert(categories)
          .values(batch.map(({ row }) => row))
          .returning({
            id: categories.id,
            companyId: categories.companyId,
            position: categories.position,
          }),
      )
    ).map((row) => [`${row.companyId}:${row.position}`, row.id]),
  );

  const subRows = categoryRows.flatMap(({ storeIndex, category, row }) => {
    const categoryId = lookup(categoryIdByKey, `${row.companyId}:${row.position}`, 'category');
    return category.subCategories.map((seed, index) => ({
      storeIndex,
      seed,
      row: { categoryId, name: seed.name, position: index + 1 },
    }));
  });
  const subIdByKey = new Map(
    (
      await insertInBatches(subRows, (batch) =>
        db
          .insert(subCategories)
          .values(batch.map(({ row }) => row))
          .returning({
            id: subCategories.id,
            categoryId: subCategories.categoryId,
            position: subCategories.position,
          }),
      )
    ).map((row) => [`${row.categoryId}:${row.position}`, row.id]),
  );

  const stores: SeededStore[] = plans.map((plan, index) => ({
    plan,
    companyId: companyIds[index]!,
    subCategories: [],
  }));
  for (const { storeIndex, seed, row } of subRows) {
    const id = lookup(subIdByKey, `${row.categoryId}:${row.position}`, 'sub-category');
    stores[storeIndex]!.subCategories.push({ id, categoryId: row.categoryId, seed });
  }
  return {
    stores,
    counts: {
      companies: plans.length,
      workingHours: hours.length,
      categories: categoryRows.length,
      subCategories: subRows.length,
    },
  };
}
