/**
 * A store's own vouchers in the back office (DESIGN §3a): one schema for the form and the
 * server. Money is rupees with 2 decimals (stored as paisa); a percent is a whole number.
 */
import { z } from 'zod';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { storeIdParamsSchema } from './merchant.schemas.js';
import { MERCHANT_VOUCHER_STATUSES } from './merchant-vouchers-status.js';
import { MERCHANT_VOUCHER_MESSAGES as M } from './merchant-vouchers.messages.js';
import { hasAtMostTwoDecimals } from './money.js';

export const VOUCHER_KINDS = Object.freeze(['percent', 'fixed'] as const);
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
export const VOUCHER_COST_BEARERS = Object.freeze(['store', 'platform'] as const);
export type VoucherCostBearer = (typeof VOUCHER_COST_BEARERS)[number];

export const VOUCHER_CODE_MIN = 3;
export const VOUCHER_CODE_MAX = 20;
export const VOUCHER_RUPEES_MAX = 100_000;
export const VOUCHER_LIMIT_MAX = 1_000_000;

export const storeVoucherParamsSchema = storeIdParamsSchema.extend({
  voucherId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const rupeesSchema = (min: number, error: string) =>
  z
    .number({ error })
    .min(min, { error })
    .max(VOUCHER_RUPEES_MAX, { error })
    .refine(hasAtMostTwoDecimals, { error });
const limitSchema = z
  .number({ error: M.limitNotValid })
  .int({ error: M.limitNotValid })
  .min(1, { error: M.limitNotValid })
  .max(VOUCHER_LIMIT_MAX, { error: M.limitNotValid });
const instantSchema = z.iso
  .datetime({ offset: true, error: MERCHANT_MESSAGES.dateTimeNotValid })
  .nullable();

/** Every field, none defaulted: create adds defaults, a patch leaves them unset. */
const voucherFields = {
  code: z
    .string({ error: M.codeNotValid })
    .trim()
    .min(VOUCHER_CODE_MIN, { error: M.codeNotValid })
    .max(VOUCHER_CODE_MAX, { error: M.codeNotValid })
    .regex(/^[A-Za-z0-9]+$/, { error: M.codeNotValid })
    .transform((code) => code.toUpperCase()),
  kind: z.enum(VOUCHER_KINDS, { error: M.kindRequired }),
  /** Its range depends on the kind: checked by `voucherTermsIssues`. */
  value: z.number({ error: M.amountNotValid }),
  cap: rupeesSchema(0.01, M.amountNotValid).nullable(),
  minimum: rupeesSchema(0, M.minimumNotValid),
  total_limit: limitSchema.nullable(),
  per_user_limit: limitSchema,
  starts_at: instantSchema,
  ends_at: instantSchema,
  is_active: z.boolean(),
};

export interface VoucherTermsInput {
  kind?: VoucherKind;
  value?: number;
  cap?: number | null;
  starts_at?: string | null;
  ends_at?: string | null;
}
export interface VoucherTermsIssue {
  field: 'value' | 'cap' | 'ends_at';
  message: string;
}

function valueFits(kind: VoucherKind, value: number): boolean {
  if (kind === 'percent') return Number.isInteger(value) && value >= 1 && value <= 100;
  return rupeesSchema(0.01, M.amountNotValid).safeParse(value).success;
}

/**
 * The rules between fields: the value's range for its kind, a cap on percent vouchers only,
 * an end after the start. A rule whose fields are not all given is skipped, so a patch is
 * checked here for what it sends and by the server once merged with the stored voucher.
 */
export function voucherTermsIssues(terms: VoucherTermsInput): VoucherTermsIssue[] {
  const issues: VoucherTermsIssue[] = [];
  const { kind, value, cap, starts_at: startsAt, ends_at: endsAt } = terms;
  if (kind !== undefined && value !== undefined && !valueFits(kind, value)) {
    issues.push({
      field: 'value',
      message: kind === 'percent' ? M.percentNotValid : M.amountNotValid,
    });
  }
  if (kind === 'fixed' && cap !== undefined && cap !== null) {
    issues.push({ field: 'cap', message: M.capOnlyForPercent });
  }
  if (startsAt && endsAt && new Date(endsAt).getTime() <= new Date(startsAt).getTime()) {
    issues.push({ field: 'ends_at', message: M.endsBeforeStart });
  }
  return issues;
}

function addTermsIssues(terms: VoucherTermsInput, context: z.RefinementCtx): void {
  for (const issue of voucherTermsIssues(terms)) {
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/** POST /merchant/stores/{storeId}/vouchers: code, kind and value required. */
export const merchantVoucherCreateBodySchema = z
  .object({
    ...voucherFields,
    cap: voucherFields.cap.default(null),
    minimum: voucherFields.minimum.default(0),
    total_limit: voucherFields.total_limit.default(null),
    per_user_limit: voucherFields.per_user_limit.default(1),
    starts_at: voucherFields.starts_at.default(null),
    ends_at: voucherFields.ends_at.default(null),
    is_active: voucherFields.is_active.default(true),
  })
  .superRefine(addTermsIssues);
export type MerchantVoucherCreateBody = z.infer<typeof merchantVoucherCreateBodySchema>;
export type MerchantVoucherCreateInput = z.input<typeof merchantVoucherCreateBodySchema>;

/** PATCH …/vouchers/{voucherId}: any subset; a used voucher keeps its code and kind. */
export const merchantVoucherPatchBodySchema = z
  .object(voucherFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: MERCHANT_MESSAGES.productNothingToChange,
  })
  .superRefine(addTermsIssues);
export type MerchantVoucherPatchBody = z.infer<typeof merchantVoucherPatchBodySchema>;

/** A store's voucher as the back office shows it; `uses` counts every placed use. */
export const merchantVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  /** Percent: whole percent; fixed: rupees. */
  value: z.number(),
  cap: z.number().nullable(),
  minimum: z.number(),
  total_limit: z.number().int().nullable(),
  per_user_limit: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  cost_bearer: z.enum(VOUCHER_COST_BEARERS),
  uses: z.number().int(),
  status: z.enum(MERCHANT_VOUCHER_STATUSES),
  created_at: z.string(),
});
export type MerchantVoucher = z.infer<typeof merchantVoucherSchema>;
export const merchantVoucherResponseSchema = z.object({ voucher: merchantVoucherSchema });
export const merchantVouchersListSchema = z.object({ vouchers: z.array(merchantVoucherSchema) });
export type MerchantVouchersList = z.infer<typeof merchantVouchersListSchema>;
