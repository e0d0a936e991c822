import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses } from './addresses.js';
import { createdAt, paisa, queryId, timestamptz, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { paymentChannels } from './payment-channels.js';
import { products } from './products.js';
import { users } from './users.js';
import { vouchers } from './vouchers.js';

export const invoiceStatus = pgEnum('invoice_status', ['open', 'placed']);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: invoiceStatus('status').notNull().default('open'),
    checkoutType: text('checkout_type'),
    shortOrderId: text('short_order_id'),
    currency: text('currency').notNull().default('PKR'),
    subTotalPaisa: paisa('sub_total_paisa').notNull().default(0),
    amountWithoutDiscountPaisa: paisa('amount_without_discount_paisa').notNull().default(0),
    itemsDiscountPaisa: paisa('items_discount_paisa').notNull().default(0),
    voucherDiscountPaisa: paisa('voucher_discount_paisa').notNull().default(0),
    deliveryFeePaisa: paisa('delivery_fee_paisa').notNull().default(0),
    serviceFeePaisa: paisa('service_fee_paisa').notNull().default(0),
    driverTipPaisa: paisa('driver_tip_paisa').notNull().default(0),
    payablePaisa: paisa('payable_paisa').notNull().default(0),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** Snapshot at placing time: the address may be edited or deleted later. */
    deliveryAddress: jsonb('delivery_address'),
    recipientName: text('recipient_name'),
    recipientPhoneNumber: text('recipient_phone_number'),
    invoiceNote: text('invoice_note'),
    /** 'asap' or the ISO start of the chosen delivery slot; null before placing. */
    deliveryTime: text('delivery_time'),
    channelId: integer('channel_id').references(() => paymentChannels.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    placedAt: timestamptz('placed_at'),
  },
  (t) => [
    index('invoices_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('invoices_company_id_idx').on(t.companyId),
    // Shoppers and riders read the short id aloud: it must name one order only.
    uniqueIndex('invoices_short_order_id_idx').on(t.shortOrderId),
  ],
);

/** Lines keep a copy of the product's name and prices as they were when invoiced. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    productQueryId: text('product_query_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    color: text('color'),
    itemDescription: text('item_description'),
    instruction: text('instruction'),
    unitCostPaisa: paisa('unit_cost_paisa').notNull(),
    unitCostAfterDiscountPaisa: paisa('unit_cost_after_discount_paisa').notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
    payablePaisa: paisa('payable_paisa').notNull(),
    discountType: text('discount_type'),
  },
  (t) => [
    index('invoice_items_invoice_id_idx').on(t.invoiceId),
    index('invoice_items_product_id_idx').on(t.productId),
    check('invoice_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
