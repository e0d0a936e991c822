import type { Invoice } from './invoice.schemas.js';
import type { OrderInvoiceSummary, OrderSummary } from './order-summary.schemas.js';
import type { Order } from './order.schemas.js';

/** What a history card keeps of a placed invoice: its number, when, its totals, its units. */
export function invoiceSummaryOf(invoice: Invoice): OrderInvoiceSummary {
  return {
    query_id: invoice.query_id,
    status: invoice.status,
    short_order_id: invoice.short_order_id,
    created_date: invoice.created_date,
    created_time: invoice.created_time,
    currency: invoice.currency,
    payble_amount: invoice.payble_amount,
    total_amount: invoice.total_amount,
    items_quantity: invoice.invoice_items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** An order as GET users/orders lists it: the order with its invoice summed up. */
export function orderSummaryOf({ invoice, ...order }: Order): OrderSummary {
  return { ...order, invoice: invoiceSummaryOf(invoice) };
}
