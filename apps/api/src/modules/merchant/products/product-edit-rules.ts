import { MERCHANT_MESSAGES, promotionEndsAfterStart } from '@sauda/domain';
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

/** What the promotion rule looks at: the promotion's columns as they would be after the edit. */
export interface PromotionColumns {
  promotionAmountPaisa: number | null;
  promotionStartsAt: Date | null;
  promotionEndsAt: Date | null;
}

/**
 * Dates need an amount to run with, and the end comes after the start: checked on the edited
 * columns, since a patch may send one date and find the other stored.
 */
export function assertPromotionWindow(edited: PromotionColumns): void {
  const {
    promotionAmountPaisa: amount,
    promotionStartsAt: startsAt,
    promotionEndsAt: endsAt,
  } = edited;
  if (!amount && (startsAt || endsAt)) {
    const message = MERCHANT_MESSAGES.promotionDatesNeedAmount;
    throw validationFailed({ promotion_amount: message }, message);
  }
  if (startsAt && endsAt && !promotionEndsAfterStart(startsAt, endsAt)) {
    const message = MERCHANT_MESSAGES.promotionEndsBeforeStart;
    throw validationFailed({ promotion_ends_at: message }, message);
  }
}
