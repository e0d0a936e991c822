import type { InvoiceItem, MerchantOrder } from '@sauda/domain';

const LINES_ON_A_CARD = 2;

export interface ItemsSummary {
  lines: Array<Pick<InvoiceItem, 'quantity' | 'product_name'>>;
  /** Lines left out of the card. */
  more: number;
}

/** The first lines of an order for its card ("2 × Chicken Biryani"), and how many are left. */
export function itemsSummary(order: Pick<MerchantOrder, 'invoice'>): ItemsSummary {
  const items = order.invoice.invoice_items;
  return {
    lines: items.slice(0, LINES_ON_A_CARD),
    more: Math.max(0, items.length - LINES_ON_A_CARD),
  };
}

/** Who ordered: the account's name, else the receiver named at checkout. */
export function customerName(order: Pick<MerchantOrder, 'customer' | 'invoice'>): string | null {
  const name = order.customer.full_name?.trim() || order.invoice.recipient_name?.trim();
  return name || null;
}

/** The first name only, for the kitchen ticket. */
export function customerFirstName(order: Pick<MerchantOrder, 'customer' | 'invoice'>) {
  return customerName(order)?.split(/\s+/)[0] ?? null;
}

/** The order number as the store reads it; the id when the order has none yet. */
export function orderNumber(order: Pick<MerchantOrder, 'invoice' | 'query_id'>): string {
  return order.invoice.short_order_id ?? order.query_id;
}
