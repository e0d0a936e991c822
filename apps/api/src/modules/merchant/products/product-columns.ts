import {
  toPaisa,
  type MerchantProductCreateBody,
  type MerchantProductPatchBody,
} from '@sauda/domain';
import type { ProductColumns } from './store-products.repository.js';

/** A new product's columns: money to paisa, absent text as null. */
export function createColumns(body: MerchantProductCreateBody, now: Date): ProductColumns {
  return {
    name: body.name,
    categoryId: body.category_id,
    subCategoryId: body.sub_category_id ?? null,
    brand: body.brand ?? null,
    description: body.description ?? null,
    colors: body.colors,
    sizes: body.sizes,
    costPaisa: toPaisa(body.cost),
    quantity: body.quantity,
    unlimited: body.unlimited,
    isActive: body.is_active,
    updatedAt: now,
  };
}

const instantOf = (iso: string | null | undefined) =>
  iso === undefined || iso === null ? iso : new Date(iso);

/**
 * The columns a patch changes, and only those; null clears what may be cleared. Removing the
 * promotion removes its dates with it.
 */
export function patchColumns(body: MerchantProductPatchBody, now: Date): Partial<ProductColumns> {
  const { promotion_amount: promotion } = body;
  const columns: Partial<ProductColumns> = {
    name: body.name,
    categoryId: body.category_id,
    subCategoryId: body.sub_category_id,
    brand: body.brand,
    description: body.description,
    colors: body.colors,
    sizes: body.sizes,
    costPaisa: body.cost === undefined ? undefined : toPaisa(body.cost),
    promotionAmountPaisa:
      promotion === undefined || promotion === null ? promotion : toPaisa(promotion),
    promotionStartsAt: promotion === null ? null : instantOf(body.promotion_starts_at),
    promotionEndsAt: promotion === null ? null : instantOf(body.promotion_ends_at),
    quantity: body.quantity,
    unlimited: body.unlimited,
    unlimitedOutOfStock: body.unlimited_out_of_stock,
    isActive: body.is_active,
    updatedAt: now,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
