import {
  activePromotionPaisa,
  fromPaisa,
  promotionStatus,
  promotionTermsOf,
  type MerchantProduct,
} from '@sauda/domain';
import { toMerchantProductImageJson } from './images/product-image-urls.js';
import type { StoreProductRow } from './store-products.repository.js';

/**
 * The product as its store edits it: the stored promotion as set (null when none) with its
 * window and where `now` falls in it, the price a shopper pays now, and its first own picture (null when it has none: the
 * generated art is the shopper's placeholder, not the store's photo): the first uploaded
 * photo's card copy, or the first picture it came with.
 */
export function toMerchantProductJson(
  { product, categoryName }: StoreProductRow,
  now: Date = new Date(),
): MerchantProduct {
  const promotion = product.promotionAmountPaisa;
  const terms = promotionTermsOf(product);
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
    promotion_starts_at: product.promotionStartsAt?.toISOString() ?? null,
    promotion_ends_at: product.promotionEndsAt?.toISOString() ?? null,
    promotion_status: promotionStatus(terms, now),
    cost_after_discount: fromPaisa(product.costPaisa - (activePromotionPaisa(terms, now) ?? 0)),
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
