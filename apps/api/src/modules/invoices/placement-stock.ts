import type { AppDb } from '../../db/client.js';
import { exceedsRemainingUnits, outOfStock } from './invoice-errors.js';
import { findProductById, takeStock } from './invoice-products.repository.js';
import type { InvoiceItemRow } from './invoices.repository.js';

interface Need {
  productId: number | null;
  productQueryId: string;
  name: string;
  quantity: number;
}

/** One need per product (lines of one product in two sizes take stock together). */
export function needsOf(items: readonly InvoiceItemRow[]): Need[] {
  const byProduct = new Map<string, Need>();
  for (const item of items) {
    const need = byProduct.get(item.productQueryId);
    if (need) need.quantity += item.quantity;
    else {
      byProduct.set(item.productQueryId, {
        productId: item.productId,
        productQueryId: item.productQueryId,
        name: item.productName,
        quantity: item.quantity,
      });
    }
  }
  // The same order everywhere, so two placements never wait on each other's rows.
  return [...byProduct.values()].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
}

/** Why a product could not give the units: it has some, but not enough; or none at all. */
async function stockRefusal(db: AppDb, need: Need) {
  const product = need.productId === null ? undefined : await findProductById(db, need.productId);
  const name = product?.name ?? need.name;
  if (product?.isActive && !product.unlimited && product.quantity > 0) {
    return exceedsRemainingUnits(need.productQueryId, name);
  }
  return outOfStock(need.productQueryId, name);
}

/**
 * Takes the invoice's units, product by product, each in one conditional UPDATE (DESIGN §4).
 * The first product that cannot give them throws, and the transaction gives back the rest.
 */
export async function takeInvoiceStock(db: AppDb, items: readonly InvoiceItemRow[]): Promise<void> {
  for (const need of needsOf(items)) {
    const taken = need.productId !== null && (await takeStock(db, need.productId, need.quantity));
    if (!taken) throw await stockRefusal(db, need);
  }
}
