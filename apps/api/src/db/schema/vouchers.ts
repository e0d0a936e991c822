import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, paisa, timestamptz, updatedAt } from './columns.js';
import { companies } from './companies.js';

export const discountType = pgEnum('discount_type', ['percent', 'amount']);

/** Who pays for the discount, for the money pages: the store or the platform. */
export const voucherCostBearer = pgEnum('voucher_cost_bearer', ['store', 'platform']);

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Null for a platform voucher valid in every store. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    discountType: discountType('discount_type').notNull(),
    /** Basis points for percent (1500 = 15%), paisa for amount. */
    discountValue: integer('discount_value').notNull(),
    maxDiscountPaisa: paisa('max_discount_paisa'),
    minOrderPaisa: paisa('min_order_paisa').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    expiresAt: timestamptz('expires_at'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Null means no overall limit. */
    totalLimit: integer('total_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    costBearer: voucherCostBearer('cost_bearer').notNull().default('platform'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Users type codes in any case: FREE15FIRST and free15first are one voucher.
    uniqueIndex('vouchers_code_upper_idx').on(sql`upper(${t.code})`),
    index('vouchers_company_id_idx').on(t.companyId),
    check(
      'vouchers_discount_value_check',
      sql`${t.discountValue} > 0 and (${t.discountType} = 'amount' or ${t.discountValue} <= 10000)`,
    ),
  ],
);
