import { fromPaisa, type Product } from '@sauda/domain';
import { productArtUrl } from '../media/art-urls.js';
import { toMerchantProductImageJson } from '../merchant/products/images/product-image-urls.js';
import type { ProductWithStoreRow } from './products.repository.js';

/** Its own pictures, or the generated art of its name when it has none. */
function pictureUrls(row: ProductWithStoreRow): string[] {
  const urls = row.product.imageUrls.filter((url) => url.trim() !== '');
  return urls.length > 0 ? urls : [productArtUrl(row.industrySlug, row.product.name)];
}

/** A picture; an uploaded photo also names its thumb and card copies for lists and cards. */
function toPictureJson(url: string): Product['pictures'][number] {
  const photo = toMerchantProductImageJson(url);
  if (!photo) return { image_original_url: url };
  return {
    image_original_url: url,
    image_thumb_url: photo.thumb_url,
    image_card_url: photo.card_url,
  };
}

/**
 * The contract's product: rupees from paisa; cost_after_discount = cost − promotion_amount
 * when a promotion is set (a zero amount is no promotion); quantity and
 * product_available_quantity are both the stock.
 */
export function toProductJson(row: ProductWithStoreRow): Product {
  const { product } = row;
  const promotionPaisa =
    product.promotionAmountPaisa !== null && product.promotionAmountPaisa > 0
      ? Math.min(product.promotionAmountPaisa, product.costPaisa)
      : null;
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
    promotion: promotionPaisa === null ? null : { promotion_amount: fromPaisa(promotionPaisa) },
    category_id: product.categoryId,
    sub_category_id: product.subCategoryId,
    colors: product.colors,
    sizes: product.sizes,
    merchant: { name: row.merchantName, query_id: row.merchantQueryId },
  };
}
