import type { z } from 'zod';
import type { cartLineInputSchema, cartLineSchema } from './storage/cart-line-schema';

/**
 * A cart line as SPEC §3 lists it ("Cart line"); the shape is the schema's, which takes the
 * product's fields from the contract. Types only here: the schema loads with the browser
 * database, not with the first page.
 */
export type CartLineInput = z.infer<typeof cartLineInputSchema>;
/** A stored line: keyed by uniqueId (the product with its chosen colour and size). */
export type CartLine = z.output<typeof cartLineSchema>;

/** The same product with the same options is one line. */
export function cartLineUniqueId(
  line: Pick<CartLineInput, 'query_id' | 'selectedColor' | 'selectedSize'>,
): string {
  return [line.query_id, line.selectedColor ?? '', line.selectedSize ?? ''].join('|');
}

/** Oldest first, so a line keeps its place however often it changes. */
export function inAddedOrder(lines: readonly CartLine[]): CartLine[] {
  return [...lines].sort((a, b) => a.added_at - b.added_at);
}
