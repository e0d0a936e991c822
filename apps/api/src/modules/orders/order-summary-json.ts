import {
  fromPaisa,
  karachiDate,
  karachiTime,
  orderTotalPaisa,
  type OrderInvoiceSummary,
  type OrderSummary,
} from '@sauda/domain';
import { toOrderFieldsJson } from './order-json.js';
import type { OrderSummaryRow } from './order-summaries.repository.js';

/** The invoice as a history card shows it, with the same figures the full invoice gives. */
function toInvoiceSummaryJson({ invoice, itemsQuantity }: OrderSummaryRow): OrderInvoiceSummary {
  return {
    query_id: invoice.queryId,
    status: invoice.status,
    short_order_id: invoice.shortOrderId,
    created_date: karachiDate(invoice.createdAt),
    created_time: karachiTime(invoice.createdAt),
    currency: invoice.currency,
    payble_amount: fromPaisa(invoice.payablePaisa),
    total_amount: fromPaisa(
      orderTotalPaisa(invoice.payablePaisa, invoice.driverTipPaisa, invoice.voucherDiscountPaisa),
    ),
    items_quantity: itemsQuantity,
  };
}

/** GET users/orders: an order as its history card reads it (SPEC §3 Order, summed up). */
export function toOrderSummaryJson(row: OrderSummaryRow): OrderSummary {
  return {
    ...toOrderFieldsJson({
      order: row.order,
      events: row.events,
      store: { company: row.store, industrySlug: row.industrySlug },
    }),
    invoice: toInvoiceSummaryJson(row),
  };
}
