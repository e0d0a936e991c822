/** The operator's stores: onboarding a draft store (commission, publishing) and the live ones. */
import { z } from 'zod';
import { paginationSchema } from './http.schemas.js';
import { OPERATOR_MESSAGES as M } from './operator.messages.js';
import { storeIdParamsSchema } from './merchant.schemas.js';
import { STAFF_MEMBER_STATUSES } from './store-staff.schemas.js';

export const OPERATOR_STORE_STATUSES = Object.freeze(['draft', 'live'] as const);
export const OPERATOR_STORES_PAGE_SIZE = 25;

export const operatorStoresQuerySchema = z.object({
  status: z.enum(OPERATOR_STORE_STATUSES).optional(),
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OperatorStoresQuery = z.infer<typeof operatorStoresQuerySchema>;

export const operatorStoreParamsSchema = storeIdParamsSchema;

export const operatorStoreSchema = z.object({
  query_id: z.string(),
  name: z.string(),
  industry: z.string(),
  city: z.string().nullable(),
  /** Shoppers see a published store; a new one is a draft until the operator publishes it. */
  is_published: z.boolean(),
  /** The platform's commission in percent (10 = 10%). */
  commission_rate: z.number(),
  products_count: z.number().int(),
  owners: z.array(
    z.object({
      full_name: z.string().nullable(),
      mobile_number: z.string(),
      status: z.enum(STAFF_MEMBER_STATUSES),
    }),
  ),
  created_at: z.string(),
});
export type OperatorStore = z.infer<typeof operatorStoreSchema>;

export const operatorStoresResponseSchema = z.object({
  stores: z.array(operatorStoreSchema),
  pagination: paginationSchema,
});
export const operatorStoreResponseSchema = z.object({ store: operatorStoreSchema });

export const operatorStoreBodySchema = z
  .object({
    commission_rate: z
      .number({ error: M.commissionRange })
      .min(0, { error: M.commissionRange })
      .max(100, { error: M.commissionRange })
      .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, {
        error: M.commissionRange,
      })
      .optional(),
    is_published: z.boolean().optional(),
  })
  .refine((body) => body.commission_rate !== undefined || body.is_published !== undefined, {
    error: M.nothingToChange,
  });
export type OperatorStoreBody = z.infer<typeof operatorStoreBodySchema>;
