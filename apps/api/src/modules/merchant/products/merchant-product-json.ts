import { fromPaisa, type MerchantProduct } from '@sauda/domain';
import { toMerchantProductImageJson } from './images/product-image-urls.js';
import type { ProductRow, StoreProductRow } from './store-products.repository.js';

/** A promotion of 0 is no promotion, and none takes the price below zero (as shoppers see). */
function effectivePromotionPaisa(product: ProductRow): number {
  const amount = product.promotionAmountPaisa ?? 0;
  return Math.min(Math.max(amount, 0), product.costPaisa);
}

/**
 * The product as its store edits it: the stored promotion as set (null when none), the price
 * after it as the shopper pays it, and its first own picture (null when it has none: the
 * generated art is the shopper's placeholder, not the store's photo): the first uploaded
 * photo's card copy, or the first picture it came with.
 */
export function toMerchantProductJson({ product, categoryName }: StoreProductRow): MerchantProduct {
  const promotion = product.promotionAmountPaisa;
  const images = product.imageUrls.flatMap((url) => toMerchantProductImageJson(url) ?? []);
  return {
    query_id: product.queryId,
    name: product.name,
    description: product.description,
    brand: product.brand,
    category_id: product.categoryId,
    category_name: categoryName,
    sub_category_id: product.subCategoryId,
    cost: fromPaisa(product.costPaisa),
    promotion_amount: promotion === null ? null : fromPaisa(promotion),
    cost_after_discount: fromPaisa(product.costPaisa - effectivePromotionPaisa(product)),
    quantity: product.quantity,
    unlimited: product.unlimited,
    unlimited_out_of_stock: product.unlimitedOutOfStock,
    is_active: product.isActive,
    image_url: images[0]?.card_url ?? product.imageUrls.find((url) => url.trim() !== '') ?? null,
    images,
    colors: product.colors,
    sizes: product.sizes,
    updated_at: product.updatedAt.toISOString(),
  };
}
