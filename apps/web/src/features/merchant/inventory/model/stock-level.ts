import { isOutOfStock, LOW_STOCK_THRESHOLD, type MerchantProduct } from '@sauda/domain';

/** How a product stands for the store: what the stock column and the filter chips call it. */
export type StockLevel = 'unlimited' | 'out' | 'low' | 'in';

type StockOf = Pick<MerchantProduct, 'quantity' | 'unlimited' | 'unlimited_out_of_stock'>;

/** Out of stock by the shopper's own rule (domain `isOutOfStock`); low at or below its threshold. */
export function stockLevel(product: StockOf): StockLevel {
  const out = isOutOfStock({
    unlimited: product.unlimited,
    unlimited_out_of_stock: product.unlimited_out_of_stock,
    product_available_quantity: product.quantity,
  });
  if (out) return 'out';
  if (product.unlimited) return 'unlimited';
  return product.quantity <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}
