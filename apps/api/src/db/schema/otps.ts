import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './users.js';

export const otpPurpose = pgEnum('otp_purpose', [
  'signup',
  'forgot_password',
  'guest_verification',
]);

export const otps = pgTable(
  'otps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    /** The number the code was sent to (a guest's number is only theirs once verified). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    index('otps_user_id_purpose_idx').on(t.userId, t.purpose),
    // The codes a number received lately, whoever asked for them (the per-number hourly limit).
    index('otps_target_sent_at_idx').on(t.target, t.sentAt),
  ],
);
