import { randomBytes } from 'node:crypto';
import type { AppDb } from '../../../db/client.js';
import {
  categories,
  companies,
  companyWorkingHours,
  globalConfigurations,
  industries,
  invoiceItems,
  invoices,
  orders,
  products,
  searchSynonyms,
  sessions,
  subCategories,
  users,
} from '../../../db/schema/index.js';
import { hashSessionToken } from '../../../http/auth.plugin.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function daily(companyId: number, startTime: string, endTime: string, days = EVERY_DAY) {
  return days.map((dayOfWeek) => ({ companyId, dayOfWeek, startTime, endTime }));
}

/** Stores of the fixture; coordinates are real places in Karachi and Lahore. */
export const STORES = {
  biryani: {
    queryId: 'store-biryani',
    name: 'Karachi Biryani House',
    lat: 24.8585,
    long: 67.0155,
    radius: 8,
  },
  tikka: {
    queryId: 'store-tikka',
    name: 'Clifton Tikka Corner',
    lat: 24.8138,
    long: 67.03,
    radius: 5,
  },
  karahi: {
    queryId: 'store-karahi',
    name: 'Anarkali Karahi Point',
    lat: 31.5676,
    long: 74.311,
    radius: 10,
  },
  grocer: {
    queryId: 'store-grocer',
    name: 'Gulshan Grocers',
    lat: 24.918,
    long: 67.0971,
    radius: 6,
  },
  hidden: {
    queryId: 'store-hidden',
    name: 'Hidden Biryani Kitchen',
    lat: 24.86,
    long: 67.01,
    radius: 5,
  },
  retired: {
    queryId: 'store-retired',
    name: 'Retired Biryani Stall',
    lat: 24.86,
    long: 67.01,
    radius: 5,
  },
} as const;

export interface CatalogFixture {
  companyIds: Record<keyof typeof STORES, number>;
  categoryIds: { rice: number; drinks: number; dairy: number; empty: number };
  subCategoryIds: { biryani: number; pulao: number; coldDrinks: number; milk: number };
  /** Product query ids by a short name. */
  productQueryIds: Record<string, string>;
  productIds: Record<string, number>;
}

async function insertStores(db: AppDb): Promise<CatalogFixture['companyIds']> {
  await db.insert(industries).values([
    { id: 1, name: 'Food', slug: 'food', position: 1 },
    { id: 2, name: 'Grocery', slug: 'grocery', position: 2 },
    { id: 3, name: 'Closed Industry', slug: 'closed-industry', position: 3, isActive: false },
  ]);
  await db.insert(globalConfigurations).values({ identifier: 'delivery_fee', value: '15000' });
  const row = (key: keyof typeof STORES, industryId: number, extra = {}) => ({
    queryId: STORES[key].queryId,
    industryId,
    name: STORES[key].name,
    slug: STORES[key].queryId,
    lat: STORES[key].lat,
    long: STORES[key].long,
    serviceAreaRadiusKm: STORES[key].radius,
    ...extra,
  });
  const inserted = await db
    .insert(companies)
    .values([
      row('biryani', 1, { pictureUrl: '/media/uploads/biryani.png', deliveryMinutes: 95 }),
      row('tikka', 1, { overrideDeliveryFee: true, deliveryFeePaisa: 0 }),
      row('karahi', 1),
      row('grocer', 2, {
        overrideDeliveryFee: true,
        deliveryFeePaisa: 9900,
        minimumOrderPaisa: 50_000,
      }),
      row('hidden', 1, { isActive: false }),
      row('retired', 3),
    ])
    .returning({ id: companies.id, queryId: companies.queryId });
  const id = (key: keyof typeof STORES) =>
    inserted.find((company) => company.queryId === STORES[key].queryId)?.id ?? 0;
  const companyIds = {
    biryani: id('biryani'),
    tikka: id('tikka'),
    karahi: id('karahi'),
    grocer: id('grocer'),
    hidden: id('hidden'),
    retired: id('retired'),
  };
  await db.insert(companyWorkingHours).values([
    ...daily(companyIds.biryani, '09:00', '01:00'),
    ...daily(companyIds.tikka, '00:00', '23:59'),
    ...daily(companyIds.karahi, '10:00', '22:00'),
    // Closed on Sunday; a break for the Friday prayer.
    ...daily(companyIds.grocer, '10:00', '20:00', [1, 2, 3, 4, 6]),
    { companyId: companyIds.grocer, dayOfWeek: 5, startTime: '10:00', endTime: '12:30' },
    { companyId: companyIds.grocer, dayOfWeek: 5, startTime: '14:30', endTime: '20:00' },
    ...daily(companyIds.hidden, '00:00', '23:59'),
    ...daily(companyIds.retired, '00:00', '23:59'),
  ]);
  return companyIds;
}

async function insertCategories(db: AppDb, companyIds: CatalogFixture['companyIds']) {
  // Inserted out of position order: answers must follow position, not id.
  const [drinks, rice, empty, dairy] = await db
    .insert(categories)
    .values([
      { companyId: companyIds.biryani, name: 'Drinks', position: 2 },
      { companyId: companyIds.biryani, name: 'Biryani & Rice', position: 1 },
      { companyId: companyIds.biryani, name: 'Desserts', position: 3 },
      { companyId: companyIds.grocer, name: 'Dairy & Eggs', position: 1 },
    ])
    .returning({ id: categories.id });
  const categoryIds = {
    rice: rice?.id ?? 0,
    drinks: drinks?.id ?? 0,
    dairy: dairy?.id ?? 0,
    empty: empty?.id ?? 0,
  };
  const [pulao, biryani, coldDrinks, milk] = await db
    .insert(subCategories)
    .values([
      { categoryId: categoryIds.rice, name: 'Pulao', position: 2 },
      { categoryId: categoryIds.rice, name: 'Biryani', position: 1 },
      { categoryId: categoryIds.drinks, name: 'Cold Drinks', position: 1 },
      { categoryId: categoryIds.dairy, name: 'Milk', position: 1 },
    ])
    .returning({ id: subCategories.id });
  const subCategoryIds = {
    biryani: biryani?.id ?? 0,
    pulao: pulao?.id ?? 0,
    coldDrinks: coldDrinks?.id ?? 0,
    milk: milk?.id ?? 0,
  };
  return { categoryIds, subCategoryIds };
}

type ProductSeed = Omit<typeof products.$inferInsert, 'queryId'> & { key: string };

function productSeeds(
  companyIds: CatalogFixture['companyIds'],
  { categoryIds, subCategoryIds }: Awaited<ReturnType<typeof insertCategories>>,
): ProductSeed[] {
  const biryani = { companyId: companyIds.biryani, categoryId: categoryIds.rice };
  const drinks = { companyId: companyIds.biryani, categoryId: categoryIds.drinks };
  const dairy = { companyId: companyIds.grocer, categoryId: categoryIds.dairy };
  return [
    {
      key: 'chickenBiryani',
      ...biryani,
      subCategoryId: subCategoryIds.biryani,
      name: 'Chicken Biryani Single',
      description: 'Chicken Biryani with raita.',
      costPaisa: 45_000,
      promotionAmountPaisa: 5_050,
      quantity: 12,
      imageUrls: ['/media/uploads/chicken-biryani.png'],
      colors: [],
      sizes: ['Single', 'Full'],
    },
    {
      key: 'beefBiryani',
      ...biryani,
      subCategoryId: subCategoryIds.biryani,
      name: 'Beef Biryani Full',
      costPaisa: 120_000,
      quantity: 0,
      unlimited: true,
    },
    {
      key: 'chickenPulao',
      ...biryani,
      subCategoryId: subCategoryIds.pulao,
      name: 'Chicken Pulao',
      costPaisa: 40_000,
      quantity: 3,
    },
    {
      key: 'eggFriedRice',
      ...biryani,
      subCategoryId: null,
      name: 'Egg Fried Rice',
      costPaisa: 35_000,
      quantity: 9,
    },
    {
      key: 'oldBiryani',
      ...biryani,
      subCategoryId: subCategoryIds.biryani,
      name: 'Old Biryani Recipe',
      costPaisa: 10_000,
      isActive: false,
    },
    {
      key: 'lassi',
      ...drinks,
      subCategoryId: subCategoryIds.coldDrinks,
      name: 'Sweet Lassi',
      costPaisa: 15_000,
      quantity: 40,
    },
    {
      key: 'doodhPatti',
      ...drinks,
      subCategoryId: subCategoryIds.coldDrinks,
      name: 'Doodh Patti Chai',
      costPaisa: 12_000,
      quantity: 40,
    },
    {
      key: 'percentDeal',
      ...drinks,
      subCategoryId: null,
      name: 'Deal 50% Off Lassi_Jug',
      costPaisa: 30_000,
      quantity: 2,
    },
    {
      key: 'olpersMilk',
      ...dairy,
      subCategoryId: subCategoryIds.milk,
      name: 'Olpers Milk 1L',
      costPaisa: 29_000,
      quantity: 100,
    },
    {
      key: 'milkpak',
      ...dairy,
      subCategoryId: subCategoryIds.milk,
      name: 'Nestle Milkpak 250ml',
      costPaisa: 9_000,
      quantity: 0,
    },
    {
      key: 'eggs',
      ...dairy,
      subCategoryId: null,
      name: 'Farm Eggs 12 pcs',
      costPaisa: 38_000,
      quantity: 30,
    },
    {
      key: 'rice',
      ...dairy,
      subCategoryId: null,
      name: 'Basmati Rice 5kg',
      costPaisa: 220_000,
      quantity: 5,
    },
    {
      key: 'chaiBlend',
      ...dairy,
      subCategoryId: null,
      name: 'Chai House Blend 250g',
      costPaisa: 45_000,
      quantity: 8,
    },
    {
      key: 'hiddenBiryani',
      companyId: companyIds.hidden,
      categoryId: categoryIds.rice,
      name: 'Hidden Chicken Biryani',
      costPaisa: 50_000,
    },
    {
      key: 'retiredBiryani',
      companyId: companyIds.retired,
      categoryId: categoryIds.rice,
      name: 'Retired Chicken Biryani',
      costPaisa: 50_000,
    },
  ];
}

/**
 * A small catalog with every case the catalog and search answer differently: open and closed
 * stores, a hidden store, a store of a hidden industry, an inactive product, a promotion,
 * products with and without pictures, and the Roman-Urdu synonyms doodh, anda and chawal.
 */
export async function insertCatalogFixture(db: AppDb): Promise<CatalogFixture> {
  const companyIds = await insertStores(db);
  const categoryTree = await insertCategories(db, companyIds);
  const seeds = productSeeds(companyIds, categoryTree);
  const inserted = await db
    .insert(products)
    .values(seeds.map(({ key, ...row }) => ({ ...row, queryId: `product-${key}` })))
    .returning({ id: products.id, queryId: products.queryId });
  await db.insert(searchSynonyms).values([
    { term: 'doodh', synonym: 'milk' },
    { term: 'anda', synonym: 'eggs' },
    { term: 'chawal', synonym: 'rice' },
  ]);
  const productQueryIds: Record<string, string> = {};
  const productIds: Record<string, number> = {};
  for (const { key } of seeds) {
    const queryId = `product-${key}`;
    productQueryIds[key] = queryId;
    productIds[key] = inserted.find((row) => row.queryId === queryId)?.id ?? 0;
  }
  return { companyIds, ...categoryTree, productQueryIds, productIds };
}

/** A signed-in shopper: the bearer token of a fresh session. */
export async function signedInShopper(db: AppDb): Promise<{ userId: number; token: string }> {
  const [user] = await db.insert(users).values({ status: 'active', isGuest: false }).returning();
  const token = randomBytes(32).toString('hex');
  await db.insert(sessions).values({
    userId: user?.id ?? 0,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId: user?.id ?? 0, token };
}

/** A placed order of `userId` at `companyId` with one line per product (in the order given). */
export async function insertOrder(
  db: AppDb,
  userId: number,
  companyId: number,
  lines: { productId: number; productQueryId: string; name: string }[],
): Promise<string> {
  const [invoice] = await db
    .insert(invoices)
    .values({ userId, companyId, status: 'placed' })
    .returning({ id: invoices.id });
  const invoiceId = invoice?.id ?? 0;
  await db.insert(invoiceItems).values(
    lines.map((line) => ({
      invoiceId,
      productId: line.productId,
      productQueryId: line.productQueryId,
      productName: line.name,
      quantity: 1,
      unitCostPaisa: 100,
      unitCostAfterDiscountPaisa: 100,
      amountPaisa: 100,
      payablePaisa: 100,
    })),
  );
  const [order] = await db
    .insert(orders)
    .values({ invoiceId, userId, companyId })
    .returning({ queryId: orders.queryId });
  return order?.queryId ?? '';
}
