/**
 * The catalog contract (SPEC §3 Store, Product, Store categories, Search results; §7 companies,
 * products and app_search calls). Money is rupees with 2 decimals, computed from paisa.
 */
import { z } from 'zod';
import {
  APP_SEARCH_PAGE_SIZE,
  COMPANIES_PAGE_SIZE,
  DEFAULT_PAGE,
  PRODUCTS_PAGE_SIZE,
} from './list-paging.js';
import { MAX_SEARCH_LENGTH } from './catalog-search.js';
import { LARGEST_ROW_ID, paginationSchema } from './http.schemas.js';
import { WEEK_DAYS } from './store-hours.js';
import { searchQuerySchema } from './validation.schemas.js';

/** Largest page a list call accepts; more answers a clear 400. */
export const MAX_PAGE_SIZE = 100;

/** A query-string number with one clear message for every way it can be wrong. */
function wholeNumberSchema(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}
function decimalSchema(message: string, min: number, max: number) {
  return z.coerce
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

const idSchema = (field: string) =>
  wholeNumberSchema(`${field} must be a whole number of at least 1.`, 1, LARGEST_ROW_ID);
const pageSchema = idSchema('page').default(DEFAULT_PAGE);
const pageSizeSchema = (fallback: number, field: string) =>
  wholeNumberSchema(
    `${field} must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    1,
    MAX_PAGE_SIZE,
  ).default(fallback);
const latitudeSchema = decimalSchema('lat must be a number from -90 to 90.', -90, 90);
const longitudeSchema = decimalSchema('long must be a number from -180 to 180.', -180, 180);

/** The search box rule (letters, digits, spaces; trimmed) with a message naming the field. */
const searchTextSchema = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .refine((value) => searchQuerySchema.safeParse(value).success, {
      error: `${field} may hold letters, digits and spaces only.`,
    })
    .pipe(searchQuerySchema);

/** A path's {queryId}: a store's, a product's or an order's public id. */
export const queryIdParamsSchema = z.object({ queryId: z.string().min(1).max(64) });

/** GET companies/{queryId}: the shopper's location may come in the query, as on the list. */
export const companyQuerySchema = z.object({
  lat: latitudeSchema.optional(),
  long: longitudeSchema.optional(),
});

export const durationSchema = z.object({
  day: z.number().int(),
  hour: z.number().int(),
  minute: z.number().int(),
});
export type Duration = z.infer<typeof durationSchema>;

/** "09:00" … "23:30"; an end before its start runs past midnight. */
export const timeSlotSchema = z.object({ start_time: z.string(), end_time: z.string() });

export const weekDaySchema = z.enum(WEEK_DAYS);

/** A store (company/merchant) as lists and the store page show it (SPEC §3 "Store"). */
export const companySchema = z.object({
  id: z.number().int(),
  query_id: z.string(),
  industry_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  picture: z.object({ medium: z.string().nullable() }),
  banner_url: z.string().nullable(),
  phone: z.string().nullable(),
  rating: z.number().nullable(),
  delivery_time: durationSchema,
  preparation_time: durationSchema,
  override_delivery_fee: z.boolean(),
  /** Rupees; the fee this store charges (its own or the global one). */
  delivery_fee_value: z.number(),
  minimum_order: z.number(),
  /** working_days[i] is open during time_slots[i]; a day with two slots appears twice. */
  working_days: z.array(weekDaySchema),
  time_slots: z.array(timeSlotSchema),
  /** Open now, in Asia/Karachi time. */
  is_open: z.boolean(),
  address: z.object({
    lat: z.number(),
    long: z.number(),
    line: z.string().nullable(),
    area: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** Kilometres. */
  service_area_radius: z.number(),
  /** Kilometres from the requested location; null when none was given. */
  distance: z.number().nullable(),
  /** Whether the requested location is inside the service radius; null when none was given. */
  delivers_to_location: z.boolean().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET companies */
export const companiesQuerySchema = z.object({
  industry_id: idSchema('industry_id'),
  page: pageSchema,
  page_size: pageSizeSchema(COMPANIES_PAGE_SIZE, 'page_size'),
  sort: z.enum(['default']).default('default'),
  lat: latitudeSchema.optional(),
  long: longitudeSchema.optional(),
});
export type CompaniesQuery = z.input<typeof companiesQuerySchema>;
export const companiesResponseSchema = z.object({
  companies: z.array(companySchema),
  pagination: paginationSchema,
});
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;
export const companyResponseSchema = z.object({ company: companySchema });

export const subCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
});
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
  sub_categories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
/** GET companies/{q}/categories */
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/**
 * The resized copies (JPEG, and WebP for browsers that take it) exist only for photos uploaded
 * in the back office, not for seed images.
 */
export const productPictureSchema = z.object({
  image_original_url: z.string(),
  image_thumb_url: z.string().optional(),
  image_card_url: z.string().optional(),
  image_thumb_webp_url: z.string().optional(),
  image_card_webp_url: z.string().optional(),
  image_full_webp_url: z.string().optional(),
});

/** A product (SPEC §3 "Product"); money in rupees. */
export const productSchema = z.object({
  id: z.number().int(),
  query_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(productPictureSchema),
  pictures: z.array(productPictureSchema),
  cost: z.number(),
  cost_after_discount: z.number(),
  quantity: z.number().int(),
  product_available_quantity: z.number().int(),
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
  promotion: z
    .object({
      promotion_amount: z.number(),
      /** When the promotion stops (ISO), for an "ends …" hint; absent: until removed. */
      ends_at: z.string().nullable().optional(),
    })
    .nullable(),
  category_id: z.number().int(),
  sub_category_id: z.number().int().nullable(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  merchant: z.object({ name: z.string(), query_id: z.string() }),
});
export type Product = z.infer<typeof productSchema>;

/** GET products: a store's products, optionally by name, category, sub-category, or an order's. */
export const productsQuerySchema = z
  .object({
    organization_query_id: z.string().min(1).optional(),
    order_id: z.string().min(1).optional(),
    name: searchTextSchema('name').optional(),
    category_id: idSchema('category_id').optional(),
    sub_category_id: idSchema('sub_category_id').optional(),
    page: pageSchema,
    per_page: pageSizeSchema(PRODUCTS_PAGE_SIZE, 'per_page'),
  })
  .refine((query) => query.organization_query_id ?? query.order_id, {
    error: 'organization_query_id or order_id is required',
    path: ['organization_query_id'],
  });
export type ProductsQuery = z.input<typeof productsQuerySchema>;
export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
export const productResponseSchema = z.object({ product: productSchema });

/** GET users/app_search */
export const appSearchQuerySchema = z.object({
  query: searchTextSchema('query').pipe(
    z
      .string()
      .min(1, { error: 'query must not be empty.' })
      .max(MAX_SEARCH_LENGTH, { error: `query must be at most ${MAX_SEARCH_LENGTH} characters.` }),
  ),
  page: pageSchema,
  per_page: pageSizeSchema(APP_SEARCH_PAGE_SIZE, 'per_page'),
  /** A store's query id: search inside that store only (per_page 50 on the store page). */
  store_id: z.string().min(1).optional(),
  industry_id: idSchema('industry_id').optional(),
  autocomplete: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export type AppSearchQuery = z.input<typeof appSearchQuerySchema>;

/** A store among search results (SPEC §3: name, picture.medium, query_id; plus banner). */
export const searchMerchantSchema = z.object({
  query_id: z.string(),
  name: z.string(),
  industry_id: z.number().int(),
  picture: z.object({ medium: z.string().nullable() }),
  banner_url: z.string().nullable(),
});
export type SearchMerchant = z.infer<typeof searchMerchantSchema>;

/**
 * Full search: stores that match by name or sell a matching product (ranked), and matching
 * products. `pagination` pages the stores; `products_pagination` pages the products.
 */
export const appSearchResponseSchema = z.object({
  merchants: z.array(searchMerchantSchema),
  products: z.array(productSchema),
  pagination: paginationSchema,
  products_pagination: paginationSchema,
});
export type AppSearchResponse = z.infer<typeof appSearchResponseSchema>;

/** Autocomplete mode: names only, stores first, answered fast. */
export const searchSuggestionSchema = z.object({
  kind: z.enum(['store', 'product']),
  name: z.string(),
  query_id: z.string(),
  /** The store of a product suggestion; the store itself for a store suggestion. */
  store_query_id: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const autocompleteResponseSchema = z.object({
  suggestions: z.array(searchSuggestionSchema),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
