import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, queryId, timestamptz, updatedAt } from './columns.js';

export const userStatus = pgEnum('user_status', ['pending', 'active', 'blocked']);
export const userRole = pgEnum('user_role', [
  'customer',
  'merchant_owner',
  'merchant_staff',
  'admin',
]);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  queryId: queryId(),
  fullName: text('full_name'),
  /** Normalised `+923001234567`; null for a guest until verified. */
  mobileNumber: text('mobile_number').unique(),
  email: text('email'),
  dob: date('dob', { mode: 'string' }),
  pinHash: text('pin_hash'),
  status: userStatus('status').notNull().default('pending'),
  isGuest: boolean('is_guest').notNull().default(true),
  /** The browser's visitor id a guest signs in with. */
  guestLoginId: text('guest_login_id').unique(),
  guestSecretHash: text('guest_secret_hash'),
  tradeTypes: text('trade_types')
    .array()
    .notNull()
    .default(sql`'{Retail}'::text[]`),
  avatarUrl: text('avatar_url'),
  role: userRole('role').notNull().default('customer'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Brute-force lock per mobile number, kept apart from users so unknown numbers lock too. */
export const loginFailures = pgTable('login_failures', {
  mobileNumber: text('mobile_number').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  updatedAt: updatedAt(),
});
