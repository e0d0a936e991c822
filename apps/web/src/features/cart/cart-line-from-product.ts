import type { Product } from '@sauda/domain';
import type { CartLineInput } from './cart-port';

export interface ChosenOptions {
  quantity: number;
  selectedColor?: string | null;
  selectedSize?: string | null;
}

/** The cart line for a product as shown on its page, with what the shopper chose. */
export function cartLineFromProduct(
  product: Product,
  storeQueryId: string,
  chosen: ChosenOptions,
): CartLineInput {
  return {
    query_id: product.query_id,
    category_id: product.category_id,
    sub_category_id: product.sub_category_id,
    name: product.name,
    description: product.description,
    cost: product.cost,
    cost_after_discount: product.cost_after_discount,
    product_available_quantity: product.product_available_quantity,
    unlimited: product.unlimited,
    unlimited_out_of_stock: product.unlimited_out_of_stock,
    // The spec's line keeps `pictures`; products may carry their photos under either name.
    pictures: product.pictures.length > 0 ? product.pictures : product.images,
    promotion: product.promotion,
    merchant_query_id: product.merchant.query_id,
    merchant_name: product.merchant.name,
    storeQueryId,
    quantity: chosen.quantity,
    selectedColor: chosen.selectedColor ?? null,
    selectedSize: chosen.selectedSize ?? null,
  };
}
