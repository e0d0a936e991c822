/**
 * The back office's products (DESIGN §3a): the store's own list with search, filters and
 * sorting, and the create and edit bodies. Money is rupees with 2 decimals, stored as paisa.
 */
import { z } from 'zod';
import { LARGEST_ROW_ID, paginationSchema } from './http.schemas.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { MESSAGES } from './messages.js';
import { storeIdParamsSchema } from './merchant.schemas.js';
import { hasAtMostTwoDecimals } from './money.js';
import { PRODUCT_IMAGES_MAX } from './product-images.js';
import { PROMOTION_STATUSES } from './promotion-window.js';

export const MERCHANT_PRODUCTS_PAGE_SIZE = 25;
export const MERCHANT_PRODUCTS_PAGE_SIZE_MAX = 100;
/** low: limited and 1…LOW_STOCK_THRESHOLD left; out: limited at 0, or unlimited flagged out. */
export const PRODUCT_STOCK_FILTERS = Object.freeze(['low', 'out', 'unlimited'] as const);
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];
/**
 * A leading minus sorts descending. Name ignores case; price is the price before any
 * promotion; stock puts unlimited products after every limited one; ties go by name.
 */
export const PRODUCT_SORTS = Object.freeze([
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
  '-updated',
] as const);
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_NAME_MAX = 150;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_BRAND_MAX = 60;
/** One crore rupees: well above any shop's price, far below where paisa stop being exact. */
export const PRODUCT_COST_MAX = 10_000_000;
export const PRODUCT_QUANTITY_MAX = 1_000_000;
export const PRODUCT_VARIANTS_MAX = 30;
export const PRODUCT_VARIANT_LENGTH_MAX = 40;
/** The fields staff may change: stock and availability (merchant-roles `editStock`). */
export const STAFF_PRODUCT_FIELDS = Object.freeze([
  'quantity',
  'unlimited',
  'unlimited_out_of_stock',
  'is_active',
] as const);

export const storeProductParamsSchema = storeIdParamsSchema.extend({
  productId: z.string().trim().min(1).max(64),
});

/** GET /merchant/stores/{storeId}/products */
export const merchantProductsQuerySchema = z.object({
  /** Part of the product's name, any case. */
  query: z.string().trim().max(100).optional(),
  category_id: z.coerce.number().int().min(1).max(LARGEST_ROW_ID).optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  /** on: only products with a promotion set, whether it runs now or not. */
  promotion: z.enum(['on']).optional(),
  sort: z.enum(PRODUCT_SORTS).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MERCHANT_PRODUCTS_PAGE_SIZE_MAX)
    .default(MERCHANT_PRODUCTS_PAGE_SIZE),
});
export type MerchantProductsQuery = z.infer<typeof merchantProductsQuerySchema>;

/** One photo of a product, with its resized copies' URLs. */
export const merchantProductImageSchema = z.object({
  query_id: z.string(),
  thumb_url: z.string(),
  card_url: z.string(),
  full_url: z.string(),
  thumb_webp_url: z.string(),
  card_webp_url: z.string(),
  full_webp_url: z.string(),
});
export type MerchantProductImage = z.infer<typeof merchantProductImageSchema>;

export const productImageParamsSchema = storeProductParamsSchema.extend({
  imageId: z.string().trim().min(1).max(64),
});

/** PUT …/products/{productId}/images/order: exactly the product's photos, in the new order. */
export const productImageOrderBodySchema = z.object({
  image_ids: z
    .array(z.string().trim().min(1).max(64), { error: MERCHANT_MESSAGES.productImageOrderNotValid })
    .max(PRODUCT_IMAGES_MAX, { error: MERCHANT_MESSAGES.productImageOrderNotValid }),
});
export type ProductImageOrderBody = z.infer<typeof productImageOrderBodySchema>;

/** A product as its store sees it: inactive ones too, with brand and updated time. */
export const merchantProductSchema = z.object({
  query_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  sub_category_id: z.number().int().nullable(),
  cost: z.number(),
  promotion_amount: z.number().nullable(),
  /** ISO instants; null start: running already, null end: until removed. */
  promotion_starts_at: z.string().nullable(),
  promotion_ends_at: z.string().nullable(),
  promotion_status: z.enum(PROMOTION_STATUSES),
  /** The price a shopper pays now: the promotion counts only while it runs. */
  cost_after_discount: z.number(),
  quantity: z.number().int(),
  unlimited: z.boolean(),
  unlimited_out_of_stock: z.boolean(),
  is_active: z.boolean(),
  /** The first photo's card JPEG, or the product's first stored image. */
  image_url: z.string().nullable(),
  /** The uploaded photos in order (seed images without copies are not listed). */
  images: z.array(merchantProductImageSchema),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  /** ISO instant. */
  updated_at: z.string(),
});
export type MerchantProduct = z.infer<typeof merchantProductSchema>;
export const merchantProductResponseSchema = z.object({ product: merchantProductSchema });
export const merchantProductsListSchema = z.object({
  products: z.array(merchantProductSchema),
  pagination: paginationSchema,
});
export type MerchantProductsList = z.infer<typeof merchantProductsListSchema>;

const rupeesSchema = (error: string) =>
  z
    .number({ error })
    .min(0, { error })
    .max(PRODUCT_COST_MAX, { error })
    .refine(hasAtMostTwoDecimals, { error });

/** Blank optional text is no text: stored as null. */
const optionalTextSchema = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .transform((text) => (text === '' ? null : text))
    .nullable();

const variantsSchema = z
  .array(z.string().trim().min(1).max(PRODUCT_VARIANT_LENGTH_MAX))
  .max(PRODUCT_VARIANTS_MAX, { error: MERCHANT_MESSAGES.productVariantsTooMany });

const categoryIdSchema = z
  .number({ error: MERCHANT_MESSAGES.productCategoryRequired })
  .int({ error: MERCHANT_MESSAGES.productCategoryRequired })
  .min(1, { error: MERCHANT_MESSAGES.productCategoryRequired })
  .max(LARGEST_ROW_ID, { error: MERCHANT_MESSAGES.productCategoryRequired });

/** Every editable field, none defaulted: create adds defaults, a patch leaves them unset. */
const productFields = {
  // SPEC §5 "Prototype product name | Non-empty | Required": the spec's own word.
  name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(PRODUCT_NAME_MAX, { error: MERCHANT_MESSAGES.productNameTooLong }),
  category_id: categoryIdSchema,
  sub_category_id: z.number().int().min(1).max(LARGEST_ROW_ID).nullable(),
  brand: optionalTextSchema(PRODUCT_BRAND_MAX, MERCHANT_MESSAGES.productBrandTooLong),
  description: optionalTextSchema(
    PRODUCT_DESCRIPTION_MAX,
    MERCHANT_MESSAGES.productDescriptionTooLong,
  ),
  colors: variantsSchema,
  sizes: variantsSchema,
  cost: rupeesSchema(MERCHANT_MESSAGES.productCostNotValid),
  quantity: z
    .number({ error: MERCHANT_MESSAGES.productQuantityNotValid })
    .int({ error: MERCHANT_MESSAGES.productQuantityNotValid })
    .min(0, { error: MERCHANT_MESSAGES.productQuantityNotValid })
    .max(PRODUCT_QUANTITY_MAX, { error: MERCHANT_MESSAGES.productQuantityNotValid }),
  unlimited: z.boolean(),
  is_active: z.boolean(),
};

/** POST /merchant/stores/{storeId}/products; unknown fields are dropped. */
export const merchantProductCreateBodySchema = z.object({
  ...productFields,
  sub_category_id: productFields.sub_category_id.optional(),
  brand: productFields.brand.optional(),
  description: productFields.description.optional(),
  colors: productFields.colors.default([]),
  sizes: productFields.sizes.default([]),
  quantity: productFields.quantity.default(0),
  unlimited: productFields.unlimited.default(false),
  is_active: productFields.is_active.default(true),
});
export type MerchantProductCreateBody = z.infer<typeof merchantProductCreateBodySchema>;
export type MerchantProductCreateInput = z.input<typeof merchantProductCreateBodySchema>;

const promotionDateSchema = z.iso
  .datetime({ offset: true, error: MERCHANT_MESSAGES.dateTimeNotValid })
  .nullable();

/** Whether a window's end (ISO) comes after its start; the server checks stored dates too. */
export function promotionEndsAfterStart(startsAt: string | Date, endsAt: string | Date): boolean {
  return new Date(endsAt).getTime() > new Date(startsAt).getTime();
}

/**
 * PATCH /merchant/stores/{storeId}/products/{productId}: any field; null removes the
 * promotion (and its dates), the sub-category, the brand or the description. A promotion above the price
 * sent with it is refused here; above the stored price, by the server.
 */
export const merchantProductPatchBodySchema = z
  .object({
    ...productFields,
    promotion_amount: rupeesSchema(MERCHANT_MESSAGES.promotionNotValid).nullable(),
    promotion_starts_at: promotionDateSchema,
    promotion_ends_at: promotionDateSchema,
    unlimited_out_of_stock: z.boolean(),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: MERCHANT_MESSAGES.productNothingToChange,
  })
  .superRefine((body, context) => {
    if (
      body.cost !== undefined &&
      body.promotion_amount !== undefined &&
      body.promotion_amount !== null &&
      body.promotion_amount > body.cost
    ) {
      context.addIssue({
        code: 'custom',
        path: ['promotion_amount'],
        message: MERCHANT_MESSAGES.promotionAboveCost,
      });
    }
    const { promotion_starts_at: startsAt, promotion_ends_at: endsAt } = body;
    if (body.promotion_amount === null && (startsAt || endsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['promotion_amount'],
        message: MERCHANT_MESSAGES.promotionDatesNeedAmount,
      });
    }
    if (startsAt && endsAt && !promotionEndsAfterStart(startsAt, endsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['promotion_ends_at'],
        message: MERCHANT_MESSAGES.promotionEndsBeforeStart,
      });
    }
  });
export type MerchantProductPatchBody = z.infer<typeof merchantProductPatchBodySchema>;
export type MerchantProductField = keyof MerchantProductPatchBody;

/** The fields of a patch that only owners and managers may change (empty for stock alone). */
export function fieldsBeyondStock(body: MerchantProductPatchBody): MerchantProductField[] {
  const staffFields: readonly string[] = STAFF_PRODUCT_FIELDS;
  return (Object.keys(body) as MerchantProductField[]).filter(
    (field) => body[field] !== undefined && !staffFields.includes(field),
  );
}
