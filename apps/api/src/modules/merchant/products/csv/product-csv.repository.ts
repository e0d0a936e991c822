import type { ProductCsvCategories } from '@sauda/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../../db/client.js';
import { categories, products, subCategories } from '../../../../db/schema/index.js';
import type { ProductColumns } from '../store-products.repository.js';

/**
 * The store's categories and their sub-categories by lower-case name. Two of one name: the
 * first by position is the one a file means, as the back office lists it first.
 */
export async function loadCsvCategories(
  db: AppDb,
  companyId: number,
): Promise<ProductCsvCategories> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
  const subs = rows.length
    ? await db
        .select({
          id: subCategories.id,
          name: subCategories.name,
          categoryId: subCategories.categoryId,
        })
        .from(subCategories)
        .where(
          inArray(
            subCategories.categoryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(subCategories.position), asc(subCategories.id))
    : [];
  const byName = new Map<string, { id: number; subCategories: Map<string, number> }>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, { id: row.id, subCategories: new Map() });
  }
  const byId = new Map([...byName.values()].map((category) => [category.id, category]));
  for (const sub of subs) {
    const key = sub.name.trim().toLowerCase();
    const parent = byId.get(sub.categoryId);
    if (parent && !parent.subCategories.has(key)) parent.subCategories.set(key, sub.id);
  }
  return byName;
}

/** The columns an import compares and writes, with the id and promotion it checks against. */
export const importedColumns = {
  id: products.id,
  queryId: products.queryId,
  name: products.name,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  brand: products.brand,
  description: products.description,
  costPaisa: products.costPaisa,
  promotionAmountPaisa: products.promotionAmountPaisa,
  quantity: products.quantity,
  unlimited: products.unlimited,
  isActive: products.isActive,
  colors: products.colors,
  sizes: products.sizes,
};

/** Every product of the store, as an import matches rows against them. */
export function loadProductsForImport(db: AppDb, companyId: number) {
  return db.select(importedColumns).from(products).where(eq(products.companyId, companyId));
}
export type ImportedProductRow = Awaited<ReturnType<typeof loadProductsForImport>>[number];

/** One page of the store's products with their category names, in id order after `afterId`. */
export function exportPage(db: AppDb, companyId: number, afterId: number, limit: number) {
  return db
    .select({
      id: products.id,
      queryId: products.queryId,
      name: products.name,
      category: categories.name,
      subCategory: subCategories.name,
      brand: products.brand,
      description: products.description,
      costPaisa: products.costPaisa,
      quantity: products.quantity,
      unlimited: products.unlimited,
      isActive: products.isActive,
      colors: products.colors,
      sizes: products.sizes,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.companyId, companyId), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export type ImportedColumns = Required<
  Pick<
    ProductColumns,
    | 'name'
    | 'categoryId'
    | 'subCategoryId'
    | 'brand'
    | 'description'
    | 'costPaisa'
    | 'quantity'
    | 'unlimited'
    | 'isActive'
    | 'colors'
    | 'sizes'
    | 'updatedAt'
  >
>;

/** New products in one multi-row INSERT. */
export async function insertImportedProducts(
  tx: AppDb,
  companyId: number,
  rows: ImportedColumns[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(products).values(rows.map((row) => ({ ...row, companyId })));
}

/** The store's products rewritten in one UPDATE … FROM (VALUES …); another store's id is left. */
export async function updateImportedProducts(
  tx: AppDb,
  companyId: number,
  rows: { id: number; columns: ImportedColumns }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      ({ id, columns: c }) =>
        sql`(${id}::bigint, ${c.name}::text, ${c.categoryId}::int, ${c.subCategoryId}::int,
          ${c.brand}::text, ${c.description}::text, ${c.costPaisa}::bigint, ${c.quantity}::int,
          ${c.unlimited}::boolean, ${c.isActive}::boolean, ${sql.param(c.colors)}::text[],
          ${sql.param(c.sizes)}::text[], ${c.updatedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} set
      name = v.name, category_id = v.category_id, sub_category_id = v.sub_category_id,
      brand = v.brand, description = v.description, cost_paisa = v.cost_paisa,
      quantity = v.quantity, unlimited = v.unlimited, is_active = v.is_active,
      colors = v.colors, sizes = v.sizes, updated_at = v.updated_at
    from (values ${values}) as v(id, name, category_id, sub_category_id, brand, description,
      cost_paisa, quantity, unlimited, is_active, colors, sizes, updated_at)
    where ${products.id} = v.id and ${products.companyId} = ${companyId}`);
}
