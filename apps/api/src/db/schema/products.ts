import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories, subCategories } from './categories.js';
import { createdAt, paisa, queryId, timestamptz, updatedAt } from './columns.js';
import { companies } from './companies.js';

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description'),
    /** The maker's name as the store writes it; set in the back office, not by the seed. */
    brand: text('brand'),
    costPaisa: paisa('cost_paisa').notNull(),
    /** When set, cost_after_discount = cost − promotion_amount. */
    promotionAmountPaisa: paisa('promotion_amount_paisa'),
    /** Null start: running already; null end: until the store removes it. */
    promotionStartsAt: timestamptz('promotion_starts_at'),
    promotionEndsAt: timestamptz('promotion_ends_at'),
    quantity: integer('quantity').notNull().default(0),
    unlimited: boolean('unlimited').notNull().default(false),
    unlimitedOutOfStock: boolean('unlimited_out_of_stock').notNull().default(false),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every product of a store, a category, a sub-category (back office, foreign keys).
    index('products_company_id_id_idx').on(t.companyId, t.id),
    index('products_category_id_id_idx').on(t.categoryId, t.id),
    index('products_sub_category_id_id_idx').on(t.subCategoryId, t.id),
    // What shoppers see: pages of active products by id, and a store's counts per category,
    // read from the index alone (index-only scans) however deep the page.
    index('products_active_company_id_id_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.isActive}`),
    index('products_active_category_id_id_idx')
      .on(t.categoryId, t.id)
      .where(sql`${t.isActive}`),
    index('products_active_sub_category_id_id_idx')
      .on(t.subCategoryId, t.id)
      .where(sql`${t.isActive}`),
    index('products_active_company_category_idx')
      .on(t.companyId, t.categoryId, t.subCategoryId)
      .where(sql`${t.isActive}`),
    // The back office's list by name: a page reads its own entries, however big the store.
    index('products_company_id_lower_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    // …and by price: one page of this index, read forwards or backwards.
    index('products_company_id_cost_lower_name_idx').on(
      t.companyId,
      t.costPaisa,
      sql`lower(${t.name})`,
      t.id,
    ),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Search matches words with the 'simple' configuration: no stemming, no stop words, so
    // brand names and Roman Urdu stay as typed.
    index('products_name_fts_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
    // Stock is taken with `quantity - n WHERE quantity >= n`; the check is the last guard.
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_cost_paisa_check', sql`${t.costPaisa} >= 0`),
    check(
      'products_promotion_amount_paisa_check',
      sql`${t.promotionAmountPaisa} is null or ${t.promotionAmountPaisa} between 0 and ${t.costPaisa}`,
    ),
    check(
      'products_promotion_window_check',
      sql`${t.promotionStartsAt} is null or ${t.promotionEndsAt} is null or ${t.promotionEndsAt} > ${t.promotionStartsAt}`,
    ),
  ],
);

/**
 * A photo uploaded in the back office. Its resized copies live beside one another under
 * `base_url` (`<base_url>-<thumb|card|full>.<jpg|webp>`); products.image_urls keeps the full
 * JPEG URLs in this order, so the shopper's product JSON reads them as before.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    baseUrl: text('base_url').notNull(),
    /** The full copy's size in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_id_position_idx').on(t.productId, t.position)],
);

/** Search vocabulary, e.g. 'doodh' → 'milk'. */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  synonym: text('synonym').notNull(),
});

/**
 * Every word of every product and store name (the lexemes of to_tsvector('simple', name)),
 * kept by triggers. Search corrects a misspelt word to its nearest words here by trigram
 * similarity before it runs the full-text query (the pg_trgm documentation's text-search
 * integration). Words of renamed or deleted products stay: they only cost a miss.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_word_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);
