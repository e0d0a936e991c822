/**
 * Orders after checkout (SPEC §3 Order, §7 `GET users/orders`, DESIGN §3 `{ order }` and
 * `GET users/orders/events`). An order carries its placed invoice whole, so the Order Detail
 * popup, the receipt and the bill read the same shape as the checkout; the history list
 * carries summaries (`order-summary.schemas.ts`).
 */
import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './list-paging.js';
import { invoiceSchema } from './invoice.schemas.js';
import {
  HANDOVER_CODE_PATTERN,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TYPES,
} from './order-status.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderTypeSchema = z.enum(ORDER_TYPES);

/** GET users/orders */
export const ordersQuerySchema = z.object({
  order_type: orderTypeSchema.default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

/** ISO instant each status was reached; null when it was not (yet). */
export const orderStatusTimesSchema = z.object({
  order_pending: z.string(),
  order_confirmed: z.string().nullable(),
  order_dispatched: z.string().nullable(),
  order_delivered: z.string().nullable(),
  cancelled: z.string().nullable(),
});
export type OrderStatusTimes = z.infer<typeof orderStatusTimesSchema>;

/** SPEC §3 executions: one per status change, oldest first. */
export const orderExecutionSchema = z.object({
  /** The status reached, e.g. "order_confirmed". */
  name: orderStatusSchema,
  status: z.enum(['succeeded', 'failed']),
  errorId: z.string().nullable(),
  error: z.string().nullable(),
  /** ISO instant. */
  at: z.string(),
});

export const orderStoreSchema = z.object({
  query_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
});

export const orderSchema = z.object({
  query_id: z.string(),
  status: orderStatusSchema,
  statuses: orderStatusTimesSchema,
  executions: z.array(orderExecutionSchema),
  /** Who cancelled, when cancelled. */
  cancelled_by: z.enum(['customer', 'merchant']).nullable(),
  /** The 4 digits the customer tells the rider at the door; null once the order is over. */
  handover_code: z.string().nullable(),
  /** True while the customer may still cancel (pending). */
  can_cancel: z.boolean(),
  /** The preparation time the store gave when it accepted; null before. */
  prep_minutes: z.number().int().nullable(),
  /** ISO instant the order should arrive: accepted + preparation + the store's delivery time. */
  estimated_delivery_at: z.string().nullable(),
  /** Why it was cancelled (the store's reason, or "Store did not respond"); null otherwise. */
  cancel_reason: z.string().nullable(),
  /** ISO instant. */
  placed_at: z.string(),
  store: orderStoreSchema,
  invoice: invoiceSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });

/** The merchant (and the demo console) moving an order; the code only for delivered. */
export const orderTransitionBodySchema = z.object({
  status: orderStatusSchema,
  handover_code: z
    .string()
    .trim()
    .regex(HANDOVER_CODE_PATTERN, { error: ORDER_MESSAGES.handoverCodeFormat })
    .optional(),
});
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;

/** Name of the Server-Sent Event for a status change; its `id` is the status event's id. */
export const ORDER_STATUS_EVENT = 'order_status';

/** The `data` of an `order_status` event on `GET users/orders/events`. */
export const orderStatusEventSchema = z.object({
  order_query_id: z.string(),
  invoice_query_id: z.string(),
  short_order_id: z.string().nullable(),
  status: orderStatusSchema,
  /** ISO instant. */
  at: z.string(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;
