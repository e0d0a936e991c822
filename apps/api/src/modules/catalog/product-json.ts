import { activePromotionPaisa, fromPaisa, promotionTermsOf, type Product } from '@sauda/domain';
import { productArtUrl } from '../media/art-urls.js';
import { toMerchantProductImageJson } from '../merchant/products/images/product-image-urls.js';
import type { ProductWithStoreRow } from './products.repository.js';

/** Its own pictures, or the generated art of its name when it has none. */
function pictureUrls(row: ProductWithStoreRow): string[] {
  const urls = row.product.imageUrls.filter((url) => url.trim() !== '');
  return urls.length > 0 ? urls : [productArtUrl(row.industrySlug, row.product.name)];
}

/** A picture; an uploaded photo also names its resized copies, JPEG and WebP. */
function toPictureJson(url: string): Product['pictures'][number] {
  const photo = toMerchantProductImageJson(url);
  if (!photo) return { image_original_url: url };
  return {
    image_original_url: url,
    image_thumb_url: photo.thumb_url,
    image_card_url: photo.card_url,
    image_thumb_webp_url: photo.thumb_webp_url,
    image_card_webp_url: photo.card_webp_url,
    image_full_webp_url: photo.full_webp_url,
  };
}

/** A promotion's end for an "ends …" hint; a promotion without one keeps the old shape. */
function promotionEnd(endsAt: Date | null): { ends_at?: string } {
  return endsAt ? { ends_at: endsAt.toISOString() } : {};
}

/**
 * The contract's product: rupees from paisa; cost_after_discount = cost − promotion_amount
 * while a promotion runs (the domain's promotion window: a zero amount, a promotion not yet
 * started or already ended is none); quantity and product_available_quantity are both the
 * stock. Catalog answers are cached for CATALOG_CACHE_TTL_MS (30 s, a fixed expiry from when
 * the answer was built), so a promotion shows or disappears at most 30 s after its start or end.
 */
export function toProductJson(row: ProductWithStoreRow): Product {
  const { product } = row;
  const promotionPaisa = activePromotionPaisa(promotionTermsOf(product), new Date());
  const pictures = pictureUrls(row).map(toPictureJson);
  return {
    id: product.id,
    query_id: product.queryId,
    name: product.name,
    description: product.description,
    images: pictures,
    pictures: pictures.map((picture) => ({ ...picture })),
    cost: fromPaisa(product.costPaisa),
    cost_after_discount: fromPaisa(product.costPaisa - (promotionPaisa ?? 0)),
    quantity: product.quantity,
    product_available_quantity: product.quantity,
    unlimited: product.unlimited,
    unlimited_out_of_stock: product.unlimitedOutOfStock,
    promotion:
      promotionPaisa === null
        ? null
        : { promotion_amount: fromPaisa(promotionPaisa), ...promotionEnd(product.promotionEndsAt) },
    category_id: product.categoryId,
    sub_category_id: product.subCategoryId,
    colors: product.colors,
    sizes: product.sizes,
    merchant: { name: row.merchantName, query_id: row.merchantQueryId },
  };
}
