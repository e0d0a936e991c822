/**
 * The merchant back office contract (DESIGN §3a): stores, their settings, the order queue and
 * the dashboard. Money is rupees with 2 decimals, as on the shopper's invoice.
 */
import { z } from 'zod';
import { addressSchema } from './address.schemas.js';
import { paginationSchema } from './http.schemas.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { MERCHANT_ROLES } from './merchant-roles.js';
import { HANDOVER_CODE_PATTERN, ORDER_MESSAGES, ORDER_STATUSES } from './order-status.js';
import { orderSchema } from './order.schemas.js';
import { isDate } from './patterns.js';

export const merchantRoleSchema = z.enum(MERCHANT_ROLES);

/** Preparation time a store may promise when it accepts an order (minutes). */
export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 120;
/** A pending order not accepted within this many minutes is cancelled by itself. */
export const ORDER_RESPONSE_MINUTES = 10;
/** The queue's reminder alert fires when a pending order has waited this long. */
export const ORDER_REMINDER_MINUTES = 5;
/** The choices of "Pause new orders"; "until reopened" pauses for the longest pause allowed. */
export const PAUSE_CHOICES_MINUTES = Object.freeze([15, 30, 60] as const);
export const PAUSE_MAX_DAYS = 30;
export const MERCHANT_ORDERS_PAGE_SIZE = 25;
export const CANCEL_REASON_MAX = 200;

export const storeIdParamsSchema = z.object({ storeId: z.string().trim().min(1).max(64) });
export const storeOrderParamsSchema = storeIdParamsSchema.extend({
  orderId: z.string().trim().min(1).max(64),
});

/** GET /merchant/stores: the stores the user works in (empty for everyone else). */
export const merchantStoreSummarySchema = z.object({
  query_id: z.string(),
  name: z.string(),
  role: merchantRoleSchema,
  /** Taking orders now: within its hours, not on a holiday, not paused. */
  is_open: z.boolean(),
  /** ISO instant while paused, else null. */
  paused_until: z.string().nullable(),
  logo_url: z.string(),
  /** Shoppers see the store; a store the operator has not published yet is a draft. */
  is_published: z.boolean(),
});
export type MerchantStoreSummary = z.infer<typeof merchantStoreSummarySchema>;
export const merchantStoresResponseSchema = z.object({
  stores: z.array(merchantStoreSummarySchema),
});

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A weekly time slot; an end before its start runs past midnight (18:00–02:00). */
export const weeklySlotSchema = z.object({
  day_of_week: z.number().int().min(0).max(6),
  start_time: z.string().regex(CLOCK, { error: MERCHANT_MESSAGES.timeNotValid }),
  end_time: z.string().regex(CLOCK, { error: MERCHANT_MESSAGES.timeNotValid }),
});
export type WeeklySlot = z.infer<typeof weeklySlotSchema>;

/** A day that exists (no 31 November) in a year PostgreSQL can store (from year 1). */
const isHolidayDate = (text: string) => isDate(text) && Number(text.slice(0, 4)) >= 1;

export const holidaySchema = z.object({
  date: z
    .string()
    .regex(DATE, { error: MERCHANT_MESSAGES.dateNotValid })
    .refine(isHolidayDate, { error: MERCHANT_MESSAGES.dateNotValid }),
  note: z.string().trim().max(100).nullable().default(null),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** GET, PATCH /merchant/stores/{storeId}: the store as its back office sees and edits it. */
export const merchantStoreSchema = merchantStoreSummarySchema.extend({
  banner_url: z.string(),
  address: z.object({
    lat: z.number(),
    long: z.number(),
    line: z.string().nullable(),
    area: z.string().nullable(),
    city: z.string().nullable(),
  }),
  working_hours: z.array(weeklySlotSchema),
  holidays: z.array(holidaySchema),
  override_delivery_fee: z.boolean(),
  /** The store's own fee, used when it overrides the global one. */
  delivery_fee: z.number(),
  minimum_order: z.number(),
  /** Kilometres. */
  service_area_radius: z.number(),
  preparation_minutes: z.number().int(),
  delivery_minutes: z.number().int(),
});
export type MerchantStore = z.infer<typeof merchantStoreSchema>;
export const merchantStoreResponseSchema = z.object({ store: merchantStoreSchema });

const rupees = (max: number, error: string) => z.number().min(0, { error }).max(max, { error });

/** PATCH /merchant/stores/{storeId}: any of these; unknown fields are dropped. */
export const storeSettingsBodySchema = z.object({
  /** ISO instant to pause new orders until, or null to take orders again. */
  paused_until: z.iso.datetime({ offset: true }).nullable().optional(),
  working_hours: z
    .array(weeklySlotSchema)
    .max(28, { error: MERCHANT_MESSAGES.tooManySlots })
    .optional(),
  holidays: z.array(holidaySchema).max(60, { error: MERCHANT_MESSAGES.tooManyHolidays }).optional(),
  override_delivery_fee: z.boolean().optional(),
  delivery_fee: rupees(10_000, MERCHANT_MESSAGES.feeRange).optional(),
  minimum_order: rupees(100_000, MERCHANT_MESSAGES.minimumOrderRange).optional(),
  service_area_radius: z
    .number()
    .min(0.5, { error: MERCHANT_MESSAGES.radiusRange })
    .max(50, { error: MERCHANT_MESSAGES.radiusRange })
    .optional(),
  preparation_minutes: z
    .number()
    .int({ error: MERCHANT_MESSAGES.prepMinutesRange })
    .min(PREP_MINUTES_MIN, { error: MERCHANT_MESSAGES.prepMinutesRange })
    .max(PREP_MINUTES_MAX, { error: MERCHANT_MESSAGES.prepMinutesRange })
    .optional(),
});
export type StoreSettingsBody = z.infer<typeof storeSettingsBodySchema>;

/** The queue's filter: one status, or every order still to finish ("active"). */
export const MERCHANT_ORDER_FILTERS = Object.freeze(['active', ...ORDER_STATUSES] as const);

/** GET /merchant/stores/{storeId}/orders */
export const merchantOrdersQuerySchema = z.object({
  status: z.enum(MERCHANT_ORDER_FILTERS).optional(),
  /** An order number (SD-4F7K2Q, with or without SD-), a customer's name or phone. */
  query: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(MERCHANT_ORDERS_PAGE_SIZE),
});
export type MerchantOrdersQuery = z.infer<typeof merchantOrdersQuerySchema>;

/** The shopper's order JSON plus who ordered and where to; never the handover code. */
export const merchantOrderSchema = orderSchema.extend({
  customer: z.object({ full_name: z.string().nullable(), mobile_number: z.string().nullable() }),
  address: addressSchema.nullable(),
});
export type MerchantOrder = z.infer<typeof merchantOrderSchema>;
export const merchantOrderResponseSchema = z.object({ order: merchantOrderSchema });
export const merchantOrdersResponseSchema = z.object({
  orders: z.array(merchantOrderSchema),
  pagination: paginationSchema,
});
export type MerchantOrdersResponse = z.infer<typeof merchantOrdersResponseSchema>;

/**
 * POST /merchant/stores/{storeId}/orders/{orderId}/status. Accepting (order_confirmed) takes
 * the preparation time (the store's default when absent), delivered the handover code,
 * cancelled a reason the shopper reads.
 */
export const merchantTransitionBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    prep_minutes: z
      .number()
      .int({ error: MERCHANT_MESSAGES.prepMinutesRange })
      .min(PREP_MINUTES_MIN, { error: MERCHANT_MESSAGES.prepMinutesRange })
      .max(PREP_MINUTES_MAX, { error: MERCHANT_MESSAGES.prepMinutesRange })
      .optional(),
    handover_code: z
      .string()
      .trim()
      .regex(HANDOVER_CODE_PATTERN, { error: ORDER_MESSAGES.handoverCodeFormat })
      .optional(),
    reason: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX, { error: MERCHANT_MESSAGES.cancelReasonTooLong })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'cancelled' && !body.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: MERCHANT_MESSAGES.cancelReasonRequired,
      });
    }
  });
export type MerchantTransitionBody = z.infer<typeof merchantTransitionBodySchema>;

/** Server-Sent Events of GET /merchant/stores/{storeId}/events. */
export const MERCHANT_ORDER_PLACED_EVENT = 'order_placed';
export const MERCHANT_ORDER_STATUS_EVENT = 'order_status';

/** The `data` of both events; `id` of each message is the status event's id. */
export const merchantOrderEventSchema = z.object({
  order_query_id: z.string(),
  short_order_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** ISO instant. */
  at: z.string(),
});
export type MerchantOrderEvent = z.infer<typeof merchantOrderEventSchema>;

export const DASHBOARD_RANGES = Object.freeze(['today', '7d', '30d'] as const);
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const dashboardQuerySchema = z.object({
  range: z.enum(DASHBOARD_RANGES).default('today'),
});

/**
 * GET /merchant/stores/{storeId}/dashboard. Orders are counted by the Karachi day they were
 * placed. Sales are what the goods cost the shoppers (the invoices' sub totals, after product
 * promotions) over orders not cancelled; the average basket divides them by those orders.
 */
export const dashboardSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  /** ISO instants: the range is [from, to). */
  from: z.string(),
  to: z.string(),
  /** Orders placed in the range, cancelled ones excluded. */
  orders_count: z.number().int(),
  sales: z.number(),
  average_basket: z.number(),
  /** Orders placed in the range per status, every status listed. */
  by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** The five best sellers of the range by units. */
  top_products: z.array(
    z.object({
      product_query_id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      sales: z.number(),
    }),
  ),
  /** Per hour (today, 24 points) or per Karachi day (7 or 30 points), oldest first. */
  series: z.array(
    z.object({ label: z.string(), at: z.string(), orders: z.number().int(), sales: z.number() }),
  ),
  /** Orders waiting for the store to accept them now, whenever placed. */
  pending_count: z.number().int(),
  /** Active limited products at or below LOW_STOCK_THRESHOLD units, fewest first (at most 10). */
  low_stock: z.array(
    z.object({ query_id: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });
