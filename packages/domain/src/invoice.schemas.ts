/**
 * Invoices, vouchers and placing an order (SPEC §3 Invoice, Voucher; §7 invoices/* and
 * users/{userId}/vouchers; DESIGN §4 totals, stock, idempotency). Every amount is computed by
 * the server from the database; money is rupees with 2 decimals on the wire.
 */
import { z } from 'zod';
import { addressSchema } from './address.schemas.js';
import { durationSchema, timeSlotSchema, weekDaySchema } from './catalog.schemas.js';
import { MAX_TIP_RUPEES } from './checkout-options.js';
import { CHECKOUT_MESSAGES } from './checkout.messages.js';
import { NAME_MAX_LENGTH } from './form-limits.js';
import { LARGEST_ROW_ID } from './http.schemas.js';
import { MESSAGES } from './messages.js';
import { contactPhoneSchema, tipSchema, voucherCodeSchema } from './validation.schemas.js';

/** Most lines one invoice may hold. */
export const MAX_INVOICE_LINES = 100;
/** Longest note for the rider. */
export const INVOICE_NOTE_MAX_LENGTH = 500;
/** Most units of one line (a product's stock may allow more; a cart line never does). */
export const MAX_LINE_QUANTITY = 999;
export const CHECKOUT_TYPES = Object.freeze(['delivery'] as const);
export const checkoutTypeSchema = z.enum(CHECKOUT_TYPES);
export type CheckoutType = z.infer<typeof checkoutTypeSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** One line the client asks for: which product and how many, nothing about prices. */
export const invoiceItemInputSchema = z.object({
  product_query_id: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  size: optionalText(50),
  color: optionalText(50),
  item_description: optionalText(200),
  instruction: optionalText(200),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemInputSchema>;

/** POST invoices. Anything else in the body (prices, totals) is ignored. */
export const createInvoiceBodySchema = z.object({
  invoice: z.object({
    organization_query_id: z.string().trim().min(1).max(64),
    invoice_items_attributes: z.array(invoiceItemInputSchema).min(1).max(MAX_INVOICE_LINES),
  }),
});
export type CreateInvoiceBody = z.infer<typeof createInvoiceBodySchema>;

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  product_query_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  item_description: z.string().nullable(),
  /** The shopper's instruction for this line ("no onions"); absent from older answers. */
  instruction: z.string().nullable().optional(),
  /** Rupees: the line at regular cost (cost × quantity). */
  amount: z.number(),
  /** Rupees: what the line costs the shopper (promotion price × quantity). */
  payble_amount: z.number(),
  currency: z.string(),
  /** The promotion that lowered the line, if any. */
  discount: z.object({ type: z.string() }).nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const appliedVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Rupees. */
  discount_amount: z.number(),
});
export type AppliedVoucher = z.infer<typeof appliedVoucherSchema>;

/** A delivery window the checkout offers besides ASAP: from the store's time slots. */
export const deliverySlotSchema = z.object({
  /** ISO instants. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** e.g. "Today, 18:00 – 20:00". */
  label: z.string(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const invoiceMerchantSchema = z.object({
  name: z.string(),
  query_id: z.string(),
  address: z.object({ lat: z.number(), long: z.number(), line: z.string().nullable() }),
  /** Kilometres. */
  service_area_radius: z.number(),
  delivery_time: durationSchema,
  is_open: z.boolean(),
  working_days: z.array(weekDaySchema),
  time_slots: z.array(timeSlotSchema),
  /** Rupees; 0 when the store has none. */
  minimum_order: z.number(),
});

export const INVOICE_STATUSES = Object.freeze(['open', 'placed'] as const);

/** SPEC §3 "Invoice (checkout)", plus what the checkout needs to offer and show. */
export const invoiceSchema = z.object({
  query_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  checkout_type: checkoutTypeSchema.nullable(),
  /** Set when the order is placed, e.g. "SD-4F7K2Q". */
  short_order_id: z.string().nullable(),
  /** Asia/Karachi, "2026-11-23" and "18:05". */
  created_date: z.string(),
  created_time: z.string(),
  currency: z.string(),
  sub_total_amount: z.number(),
  amount_without_discount: z.number(),
  items_discount: z.number(),
  voucher_discount: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  driver_tip: z.number(),
  payble_amount: z.number(),
  /** SPEC §9: payable + tip − voucher discount. */
  total_amount: z.number(),
  /** Rupees; the sub total from which delivery is free. */
  free_delivery_threshold: z.number(),
  recipient_name: z.string().nullable(),
  recipient_phone_number: z.string().nullable(),
  invoice_note: z.string().nullable(),
  /** The address as it was when the order was placed; null before. */
  delivery_address: addressSchema.nullable(),
  /** 'asap' or the chosen slot's start (ISO); null before placing. */
  delivery_time: z.string().nullable(),
  payment_method: z.literal('cash'),
  merchant: invoiceMerchantSchema,
  invoice_items: z.array(invoiceItemSchema),
  voucher: appliedVoucherSchema.nullable(),
  delivery_slots: z.array(deliverySlotSchema),
  /** The order once placed. */
  order: z.object({ query_id: z.string(), status: z.string(), placed_at: z.string() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

export const invoiceIdParamsSchema = z.object({ invoiceId: z.string().trim().min(1).max(64) });

/** PUT invoices/{id}/validate_voucher */
export const validateVoucherBodySchema = z.object({
  invoice: z.object({ voucher_code: voucherCodeSchema }),
});

/** GET users/{userId}/vouchers?merchant_query_id= */
export const vouchersQuerySchema = z.object({
  merchant_query_id: z.string().trim().min(1).max(64).optional(),
});
export const availableVoucherSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** e.g. "15% off, up to Rs 300" */
  summary: z.string(),
  /** Rupees; 0 when there is none. */
  min_order: z.number(),
});
export type AvailableVoucher = z.infer<typeof availableVoucherSchema>;
export const vouchersResponseSchema = z.object({
  available_vouchers: z.array(availableVoucherSchema),
});

/** PUT invoices/{id}/place_order (SPEC §7). Items are the invoice's own; sent ones are ignored. */
export const placeOrderBodySchema = z.object({
  invoice: z.object({
    voucher_id: z.number().int().positive().max(LARGEST_ROW_ID).nullish(),
    invoice_items_attributes: z.array(z.unknown()).optional(),
    checkout_type: checkoutTypeSchema.default('delivery'),
    invoice_note: z.string().trim().max(INVOICE_NOTE_MAX_LENGTH).nullish(),
    /** Whole rupees; business users cannot tip (SPEC §6): theirs must be 0. */
    invoice_tip: tipSchema.pipe(
      z.number().max(MAX_TIP_RUPEES, { error: CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES) }),
    ),
    address_id: z
      .number({ error: MESSAGES.selectAddress })
      .int({ error: MESSAGES.selectAddress })
      .positive({ error: MESSAGES.selectAddress })
      .max(LARGEST_ROW_ID, { error: MESSAGES.selectAddress }),
    recipient_name: z.string().trim().max(NAME_MAX_LENGTH).nullish(),
    recipient_phone_number: contactPhoneSchema.nullish(),
    /** 'asap' or the start (ISO) of one of the invoice's delivery_slots. */
    delivery_time: z.string().trim().max(40).default('asap'),
  }),
  channel_query_id: z.string().trim().min(1).max(64),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;
export const placeOrderResponseSchema = invoiceResponseSchema;

/** Codes the API answers for checkout failures, so the web can react to them by name. */
export const CHECKOUT_ERROR_CODES = Object.freeze({
  outOfStock: 'out_of_stock',
  storeClosed: 'store_closed',
  outsideDeliveryArea: 'outside_delivery_area',
  addressRequired: 'address_required',
  guestNotVerified: 'guest_not_verified',
  belowMinimumOrder: 'below_minimum_order',
  voucherInvalid: 'voucher_invalid',
  invoicePlaced: 'invoice_already_placed',
} as const);
