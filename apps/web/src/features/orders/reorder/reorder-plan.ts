import { isOutOfStock, stepperMaximum, type InvoiceItem, type Product } from '@sauda/domain';
import { cartLineFromProduct, type CartLineInput } from '../../cart';

export interface ReorderPlan {
  /** Lines at today's prices, each with the ordered quantity within today's stock. */
  lines: CartLineInput[];
  /** Names of the ordered items the store no longer has or has run out of. */
  unavailable: string[];
}

/** What Reorder puts in the cart: each ordered item that is still on sale, at current prices. */
export function reorderPlan(
  items: readonly InvoiceItem[],
  products: readonly Product[],
): ReorderPlan {
  const byId = new Map(products.map((product) => [product.query_id, product]));
  const plan: ReorderPlan = { lines: [], unavailable: [] };
  for (const item of items) {
    const product = byId.get(item.product_query_id);
    if (!product || isOutOfStock(product)) {
      plan.unavailable.push(item.product_name);
      continue;
    }
    const quantity = Math.min(item.quantity, stepperMaximum(product));
    plan.lines.push(
      cartLineFromProduct(product, product.merchant.query_id, {
        quantity,
        selectedColor: item.color,
        selectedSize: item.size,
      }),
    );
  }
  return plan;
}
