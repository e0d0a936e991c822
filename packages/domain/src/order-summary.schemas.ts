/**
 * GET users/orders answers a page of order summaries: what a history card shows, and every
 * field SPEC §3 names for an order (its status times, executions and invoice query id). The
 * whole placed invoice (lines, bill, address) comes with GET users/orders/{id}, when the card
 * is opened: a page of cards costs the server the same few rows however long the invoices are.
 */
import { z } from 'zod';
import { paginationSchema } from './http.schemas.js';
import { invoiceSchema } from './invoice.schemas.js';
import { orderSchema } from './order.schemas.js';

/** The placed invoice as a card shows it: its number, when, what it comes to, how many units. */
export const orderInvoiceSummarySchema = invoiceSchema
  .pick({
    query_id: true,
    status: true,
    short_order_id: true,
    created_date: true,
    created_time: true,
    currency: true,
    payble_amount: true,
    total_amount: true,
  })
  .extend({
    /** The units of all its lines (2 biryani and 1 lassi: 3). */
    items_quantity: z.number().int().min(0),
  });
export type OrderInvoiceSummary = z.infer<typeof orderInvoiceSummarySchema>;

/** An order of the history list: the order's own fields, with its invoice summed up. */
export const orderSummarySchema = orderSchema
  .omit({ invoice: true })
  .extend({ invoice: orderInvoiceSummarySchema });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ordersResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema,
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
