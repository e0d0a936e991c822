import type { Paisa, Product } from '@sauda/domain';

/**
 * A cart line as SPEC §3 lists it ("Cart line"): the product's own fields plus the store, the
 * chosen quantity and options. Product fields keep the contract's names and types.
 */
export type CartLineInput = Pick<
  Product,
  | 'query_id'
  | 'category_id'
  | 'sub_category_id'
  | 'name'
  | 'description'
  | 'cost'
  | 'cost_after_discount'
  | 'product_available_quantity'
  | 'pictures'
  | 'promotion'
> & {
  merchant_query_id: string;
  merchant_name: string;
  storeQueryId: string;
  quantity: number;
  selectedColor: string | null;
  selectedSize: string | null;
};

/** A stored line: keyed by uniqueId (the product with its chosen colour and size). */
export interface CartLine extends CartLineInput {
  uniqueId: string;
}

/**
 * What the shop needs from a cart. The in-memory implementation serves until the browser
 * database (Dexie) one replaces it behind this same interface.
 */
export interface CartPort {
  /** Adds the line, or adds its quantity to the line with the same uniqueId. */
  addItem(line: CartLineInput): Promise<CartLine>;
  /** How many units the cart holds. */
  count(): number;
  /** What the cart costs, in paisa, by the line-total rule. */
  total(): Paisa;
  lines(): readonly CartLine[];
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The same product with the same options is one line. */
export function cartLineUniqueId(
  line: Pick<CartLineInput, 'query_id' | 'selectedColor' | 'selectedSize'>,
): string {
  return [line.query_id, line.selectedColor ?? '', line.selectedSize ?? ''].join('|');
}
