import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const formType = pgEnum('form_type', [
  'rider',
  'merchant',
  'career',
  'newsletter',
  'contact',
]);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_form_dedupe_key_idx').on(t.form, t.dedupeKey, t.createdAt)],
);
