import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/** Categories belong to one store. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_company_id_idx').on(t.companyId, t.position)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sub_categories_category_id_idx').on(t.categoryId, t.position)],
);
