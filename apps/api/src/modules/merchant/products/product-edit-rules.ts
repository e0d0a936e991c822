import { MERCHANT_MESSAGES } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { validationFailed } from '../../../http/app-error.js';
import { findStoreCategory, findSubCategoryParent } from './product-categories.repository.js';

/** What the rules below look at: a product's columns as they would be after the edit. */
export interface ProductPlacement {
  categoryId: number;
  subCategoryId: number | null;
}

/**
 * The category must be one of the store's own, the sub-category one of that category's: a
 * product filed elsewhere would vanish from the store's shelves. Answers the category's name.
 */
export async function assertPlacementOfStore(
  db: AppDb,
  companyId: number,
  { categoryId, subCategoryId }: ProductPlacement,
): Promise<string> {
  const category = await findStoreCategory(db, companyId, categoryId);
  if (!category) {
    const message = MERCHANT_MESSAGES.productCategoryNotFound;
    throw validationFailed({ category_id: message }, message);
  }
  if (subCategoryId !== null && (await findSubCategoryParent(db, subCategoryId)) !== categoryId) {
    const message = MERCHANT_MESSAGES.productSubCategoryNotInCategory;
    throw validationFailed({ sub_category_id: message }, message);
  }
  return category.name;
}

/** Checked against the price after the edit: a lower price may leave an old promotion above it. */
export function assertPromotionWithinCost(costPaisa: number, promotionPaisa: number | null): void {
  if (promotionPaisa === null || promotionPaisa <= costPaisa) return;
  const message = MERCHANT_MESSAGES.promotionAboveCost;
  throw validationFailed({ promotion_amount: message }, message);
}
