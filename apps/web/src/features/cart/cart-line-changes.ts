import { stepperMaximum, type Product } from '@sauda/domain';
import { cartLineUniqueId, type CartLine, type CartLineInput } from './cart-line';

/**
 * The line after adding `input`: its quantity joins the existing line's, never past what the
 * stepper would allow for the product. The fresh product fields of `input` win.
 */
export function addedLine(existing: CartLine | undefined, input: CartLineInput, now: number) {
  const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, stepperMaximum(input));
  return {
    ...input,
    uniqueId: cartLineUniqueId(input),
    quantity,
    unavailable: false,
    added_at: existing?.added_at ?? now,
  } satisfies CartLine;
}

/** Refuses what no stepper can produce; 0 goes through removal instead. */
export function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`A cart line holds a whole quantity of at least 1, not ${quantity}.`);
  }
}

/**
 * The line with the product's current fields (price, promotion, stock, names, pictures); a
 * product that is gone keeps its last known fields and is marked unavailable. The quantity
 * stays as the shopper chose it: a quantity above the stock is flagged, never silently cut.
 */
export function refreshedLine(line: CartLine, product: Product | null): CartLine {
  if (product === null) return { ...line, unavailable: true };
  return {
    ...line,
    name: product.name,
    description: product.description,
    cost: product.cost,
    cost_after_discount: product.cost_after_discount,
    promotion: product.promotion,
    product_available_quantity: product.product_available_quantity,
    unlimited: product.unlimited,
    unlimited_out_of_stock: product.unlimited_out_of_stock,
    pictures: product.pictures.length > 0 ? product.pictures : product.images,
    category_id: product.category_id,
    sub_category_id: product.sub_category_id,
    merchant_name: product.merchant.name,
    unavailable: false,
  };
}
