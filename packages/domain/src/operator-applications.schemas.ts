/**
 * The operator's applications inbox: what the public forms stored (rider, merchant and career
 * applications, newsletter sign-ups, contact messages), read, reviewed and decided. Accepting a
 * merchant application opens its store as a draft and invites the applicant as owner.
 */
import { z } from 'zod';
import { FORM_TYPES } from './forms.schemas.js';
import { LARGEST_ROW_ID, paginationSchema } from './http.schemas.js';
import { OPERATOR_MESSAGES as M } from './operator.messages.js';

export const APPLICATION_STATUSES = Object.freeze([
  'new',
  'reviewed',
  'accepted',
  'rejected',
] as const);
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATIONS_PAGE_SIZE = 25;

const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['reviewed', 'accepted', 'rejected'],
  reviewed: ['accepted', 'rejected'],
  // A rejection can be reopened; an acceptance has opened a store and stays.
  rejected: ['reviewed'],
  accepted: [],
};

/** The refusal of moving an application, or null when it may move. */
export function applicationMoveProblem(
  from: ApplicationStatus,
  to: ApplicationStatus,
): string | null {
  if (from === 'accepted') return M.applicationFinal;
  return NEXT_STATUSES[from].includes(to) ? null : M.applicationMove;
}

export const applicationsQuerySchema = z.object({
  kind: z.enum(FORM_TYPES).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** Name, mobile number or email contains. */
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;
export const applicationsExportQuerySchema = applicationsQuerySchema.omit({ page: true });

export const applicationIdParamsSchema = z.object({
  applicationId: z.string().trim().min(1).max(64),
});
export const applicationFileParamsSchema = applicationIdParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(20),
});

const openedStoreSchema = z.object({
  query_id: z.string(),
  name: z.string(),
  is_published: z.boolean(),
});

export const applicationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(FORM_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  /** The applicant's or business's name, as the form had it. */
  name: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The store an accepted merchant application opened. */
  store: openedStoreSchema.nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** A stored file, read through the API by operators only (never a public URL). */
export const applicationFileSchema = z.object({
  index: z.number().int(),
  /** The form field it came in (`store_photo`, `cv`…). */
  field: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** `/api/v1/admin/applications/{id}/files/{index}`, answered only with an operator's session. */
  url: z.string(),
});

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const applicationSchema = applicationSummarySchema.extend({
  /** Every field the applicant sent, as sent (files apart). */
  fields: z.record(z.string(), fieldValue),
  files: z.array(applicationFileSchema),
  reviewed_by: z.object({ full_name: z.string().nullable() }).nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationsResponseSchema = z.object({
  applications: z.array(applicationSummarySchema),
  pagination: paginationSchema,
});
export const applicationResponseSchema = z.object({ application: applicationSchema });

export const applicationStatusBodySchema = z.object({
  status: z.enum(['reviewed', 'accepted', 'rejected']),
  /** Accepting a merchant whose category is no industry ("Other") names the store's industry. */
  industry_id: z
    .number()
    .int()
    .positive()
    .max(LARGEST_ROW_ID, { error: M.industryRequired })
    .optional(),
});
export type ApplicationStatusBody = z.infer<typeof applicationStatusBodySchema>;
