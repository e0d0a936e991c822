import type { CreateInvoiceBody } from '@sauda/domain';
import type { CartLine } from '../../cart';

/**
 * POST invoices from one store's cart lines: product ids, quantities and options only; the
 * server prices everything itself (DESIGN §4).
 */
export function invoiceRequestFor(
  storeQueryId: string,
  lines: readonly CartLine[],
): CreateInvoiceBody {
  return {
    invoice: {
      organization_query_id: storeQueryId,
      invoice_items_attributes: lines.map((line) => ({
        product_query_id: line.query_id,
        quantity: line.quantity,
        size: line.selectedSize,
        color: line.selectedColor,
        item_description: null,
        instruction: null,
      })),
    },
  };
}

/** The lines of one store, the ones its checkout orders. */
export function storeLines(lines: readonly CartLine[], storeQueryId: string): CartLine[] {
  return lines.filter((line) => line.storeQueryId === storeQueryId && !line.unavailable);
}
