import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { categories, subCategories } from '../../../db/schema/index.js';

/** The store's category with this id, if the store has one. */
export async function findStoreCategory(
  db: AppDb,
  companyId: number,
  categoryId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, categoryId)))
    .limit(1);
  return row;
}

/** The category a sub-category belongs to, if the sub-category exists. */
export async function findSubCategoryParent(
  db: AppDb,
  subCategoryId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId))
    .limit(1);
  return row?.categoryId;
}
