import {
  addPaisa,
  cartItemCount,
  cartTotalPaisa,
  lineRegularTotalPaisa,
  subtractPaisa,
  type Paisa,
} from '@sauda/domain';
import type { CartLine } from '../cart-line';

export interface StoreGroup {
  storeQueryId: string;
  storeName: string;
  lines: CartLine[];
}

/** The lines of each store together, stores in the order their first line was added. */
export function groupLinesByStore(lines: readonly CartLine[]): StoreGroup[] {
  const groups = new Map<string, StoreGroup>();
  for (const line of lines) {
    const group = groups.get(line.storeQueryId);
    if (group) group.lines.push(line);
    else {
      groups.set(line.storeQueryId, {
        storeQueryId: line.storeQueryId,
        storeName: line.merchant_name,
        lines: [line],
      });
    }
  }
  return [...groups.values()];
}

export interface StoreTotals {
  items: number;
  total: Paisa;
  /** What promotions take off the regular prices. */
  savings: Paisa;
}

/** A store's cart summary by the line-total rule (SPEC §9). */
export function storeTotals(lines: readonly CartLine[]): StoreTotals {
  const total = cartTotalPaisa(lines);
  const regular = addPaisa(...lines.map(lineRegularTotalPaisa));
  return {
    items: cartItemCount(lines),
    total,
    savings: Math.max(0, subtractPaisa(regular, total)),
  };
}
