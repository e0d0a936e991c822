import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, queryId, timestamptz } from './columns.js';
import { users } from './users.js';

export const formType = pgEnum('form_type', [
  'rider',
  'merchant',
  'career',
  'newsletter',
  'contact',
]);

/** Where the operator's review of a submission stands; accepting a merchant opens its store. */
export const applicationStatus = pgEnum('application_status', [
  'new',
  'reviewed',
  'accepted',
  'rejected',
]);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    form: formType('form').notNull(),
    payload: jsonb('payload').notNull(),
    /** Stored media references (key, name, type, size) of the uploaded files. */
    files: jsonb('files')
      .notNull()
      .default(sql`'[]'::jsonb`),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    /** Same form + same key within a short window is treated as a double submit. */
    dedupeKey: text('dedupe_key'),
    status: applicationStatus('status').notNull().default('new'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The store an accepted merchant application opened. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_form_dedupe_key_idx').on(t.form, t.dedupeKey, t.createdAt),
    index('form_submissions_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('form_submissions_form_status_created_at_idx').on(t.form, t.status, t.createdAt, t.id),
  ],
);
