import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { categories, products, subCategories } from '../../db/schema/index.js';

export interface CategoryTreeRow {
  categoryId: number;
  categoryName: string;
  subCategoryId: number | null;
  subCategoryName: string | null;
}

/** A store's categories with their sub-categories, both in position order. */
export function listCategoryTree(db: AppDb, companyId: number): Promise<CategoryTreeRow[]> {
  return db
    .select({
      categoryId: categories.id,
      categoryName: categories.name,
      subCategoryId: subCategories.id,
      subCategoryName: subCategories.name,
    })
    .from(categories)
    .leftJoin(subCategories, eq(subCategories.categoryId, categories.id))
    .where(eq(categories.companyId, companyId))
    .orderBy(
      asc(categories.position),
      asc(categories.id),
      asc(subCategories.position),
      asc(subCategories.id),
    );
}

export interface ProductCountRow {
  categoryId: number;
  subCategoryId: number | null;
  count: number;
}

/** Active products of a store per category and sub-category (one index range of the store). */
export function countActiveProducts(db: AppDb, companyId: number): Promise<ProductCountRow[]> {
  return db
    .select({
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      count: count(),
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), sql`${products.isActive}`))
    .groupBy(products.categoryId, products.subCategoryId);
}
