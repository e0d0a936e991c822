import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Ids are stable (set by the seed), so clients may keep them. */
export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  /** Trade types (Retail, Wholesale) whose users see this industry. */
  tradeTypes: text('trade_types')
    .array()
    .notNull()
    .default(sql`'{Retail,Wholesale}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
});
