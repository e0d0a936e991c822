import { productSchema } from '@sauda/domain';
import { z } from 'zod';

/**
 * A cart line as SPEC §3 lists it ("Cart line"): the product's own fields, taken from the
 * contract's product schema, plus the store, the chosen quantity and options. The stock flags
 * (unlimited, unlimited_out_of_stock) travel too, so the cart can tell "Out of stock" itself.
 */
export const cartLineInputSchema = productSchema
  .pick({
    query_id: true,
    category_id: true,
    sub_category_id: true,
    name: true,
    description: true,
    cost: true,
    cost_after_discount: true,
    product_available_quantity: true,
    unlimited: true,
    unlimited_out_of_stock: true,
    pictures: true,
    promotion: true,
  })
  .extend({
    merchant_query_id: z.string(),
    merchant_name: z.string(),
    storeQueryId: z.string(),
    quantity: z.number().int().min(1),
    selectedColor: z.string().nullable(),
    selectedSize: z.string().nullable(),
  });

/**
 * A stored line: keyed by uniqueId (the product with its chosen colour and size). `unavailable`
 * marks a product the store no longer has; `added_at` keeps the lines in the order they came.
 */
export const cartLineSchema = cartLineInputSchema.extend({
  uniqueId: z.string().min(1),
  unavailable: z.boolean().default(false),
  added_at: z.number().default(0),
});
