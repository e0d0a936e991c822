import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, queryId } from './columns.js';
import { companies, merchantRole } from './companies.js';
import { users } from './users.js';

/**
 * A standing invitation to work in a store: the number joins with this role when its owner next
 * signs in (or finishes signing up). Claimed invitations are deleted; the membership remains.
 */
export const merchantInvitations = pgTable(
  'merchant_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Normalised `+923001234567`. */
    mobileNumber: text('mobile_number').notNull(),
    role: merchantRole('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_invitations_company_id_mobile_number_idx').on(
      t.companyId,
      t.mobileNumber,
    ),
    index('merchant_invitations_mobile_number_idx').on(t.mobileNumber),
  ],
);

export const storeActivityAction = pgEnum('store_activity_action', [
  'order_accepted',
  'order_cancelled',
  'order_status_changed',
  'price_changed',
  'stock_changed',
  'products_imported',
  'staff_invited',
  'staff_joined',
  'staff_role_changed',
  'staff_removed',
]);

/** Who did what in a store's back office, and when: the owner's activity log. */
export const storeActivity = pgTable(
  'store_activity',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name and number when it happened, kept if the account changes or goes. */
    actorName: text('actor_name'),
    actorMobileNumber: text('actor_mobile_number'),
    action: storeActivityAction('action').notNull(),
    /** What it was done to, as people read it: an order's short id, a product's name, a number. */
    subject: text('subject').notNull(),
    /** The action's particulars (from and to, counts, a reason). */
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('store_activity_company_id_created_at_idx').on(t.companyId, t.createdAt, t.id)],
);
