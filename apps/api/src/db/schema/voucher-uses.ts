import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, paisa } from './columns.js';
import { invoices } from './invoices.js';
import { orders } from './orders.js';
import { users } from './users.js';
import { voucherCostBearer, vouchers } from './vouchers.js';

/** One row per invoice that used a voucher; counted for per-user and total limits. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discountPaisa: paisa('discount_paisa').notNull(),
    /** Copied from the voucher at placement, so history stays when the voucher changes. */
    costBearer: voucherCostBearer('cost_bearer').notNull().default('platform'),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_uses_voucher_id_user_id_idx').on(t.voucherId, t.userId)],
);
