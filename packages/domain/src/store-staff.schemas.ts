/**
 * The store's people (DESIGN §3a, owners only): members and the numbers invited to join. An
 * invitation becomes a membership when its number next signs in or finishes signing up.
 */
import { z } from 'zod';
import { paginationSchema } from './http.schemas.js';
import { merchantRoleSchema, storeIdParamsSchema } from './merchant.schemas.js';
import { phoneNumberSchema } from './validation.schemas.js';

/** At most this many invitations wait at once per store. */
export const MAX_OPEN_INVITATIONS = 20;
export const STORE_ACTIVITY_PAGE_SIZE = 50;

export const STAFF_MEMBER_STATUSES = Object.freeze(['active', 'invited'] as const);

export const staffMemberSchema = z.object({
  /** A member's user query id, or an invitation's query id. */
  id: z.string(),
  status: z.enum(STAFF_MEMBER_STATUSES),
  /** Null for an invited number without an account yet. */
  full_name: z.string().nullable(),
  mobile_number: z.string(),
  role: merchantRoleSchema,
  /** The signed-in owner's own line. */
  is_you: z.boolean(),
  /** ISO instant the member joined or the invitation was sent. */
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });

export const staffInviteBodySchema = z.object({
  mobile_number: phoneNumberSchema,
  role: merchantRoleSchema,
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

export const staffRoleBodySchema = z.object({ role: merchantRoleSchema });

export const staffMemberParamsSchema = storeIdParamsSchema.extend({
  memberId: z.string().trim().min(1).max(64),
});

export const STORE_ACTIVITY_ACTIONS = Object.freeze([
  'order_accepted',
  'order_cancelled',
  'order_status_changed',
  'price_changed',
  'stock_changed',
  'products_imported',
  'staff_invited',
  'staff_joined',
  'staff_role_changed',
  'staff_removed',
] as const);
export type StoreActivityAction = (typeof STORE_ACTIVITY_ACTIONS)[number];

const activityValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The particulars, by action: orders `{ from, to }` statuses (and `reason` for a cancel,
 * `prep_minutes` for an accept); price `{ field: cost | promotion_amount, from, to }` in rupees;
 * stock `{ field: quantity | unlimited | is_active, from, to }`; an import `{ created, updated }`;
 * staff `{ role }` and for a role change `{ from, to }`.
 */
export const storeActivityDetailSchema = z.object({
  field: z.string().optional(),
  from: activityValue.optional(),
  to: activityValue.optional(),
  reason: z.string().optional(),
  prep_minutes: z.number().int().optional(),
  created: z.number().int().optional(),
  updated: z.number().int().optional(),
  role: merchantRoleSchema.optional(),
});
export type StoreActivityDetail = z.infer<typeof storeActivityDetailSchema>;

export const storeActivityEntrySchema = z.object({
  id: z.string(),
  action: z.enum(STORE_ACTIVITY_ACTIONS),
  /** Who did it, as they were then; null when the system did (an order nobody accepted). */
  actor: z
    .object({ full_name: z.string().nullable(), mobile_number: z.string().nullable() })
    .nullable(),
  /** What it was done to: an order's short id, a product's name, a mobile number. */
  subject: z.string(),
  detail: storeActivityDetailSchema,
  created_at: z.string(),
});
export type StoreActivityEntry = z.infer<typeof storeActivityEntrySchema>;

export const storeActivityQuerySchema = z.object({
  action: z.enum(STORE_ACTIVITY_ACTIONS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const storeActivityResponseSchema = z.object({
  activity: z.array(storeActivityEntrySchema),
  pagination: paginationSchema,
});
