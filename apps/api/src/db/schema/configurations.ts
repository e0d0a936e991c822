import { pgTable, text } from 'drizzle-orm/pg-core';

/** Key/value settings such as delivery_fee and free_delivery_threshold. */
export const globalConfigurations = pgTable('global_configurations', {
  identifier: text('identifier').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
});
