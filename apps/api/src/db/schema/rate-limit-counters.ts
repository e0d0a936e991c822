import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Request counts shared by every API instance: one row per limit and caller (the route's limit
 * and the client's address), counted until `window_ends_at`, then started again. Rows of ended
 * windows are swept now and then; a row is never read after its window ends.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamptz('window_ends_at').notNull(),
});
