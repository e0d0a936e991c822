import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { queryId } from './columns.js';

export const paymentChannels = pgTable('payment_channels', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  queryId: queryId(),
  /** Only 'cash' today; text so a new channel needs no enum migration. */
  type: text('type').notNull().default('cash'),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});
