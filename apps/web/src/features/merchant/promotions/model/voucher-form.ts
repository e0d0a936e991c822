import {
  merchantVoucherCreateBodySchema,
  type MerchantVoucher,
  type MerchantVoucherCreateBody,
  type MerchantVoucherCreateInput,
  type MerchantVoucherPatchBody,
  type VoucherKind,
} from '@sauda/domain';
import { z } from 'zod';
import { instantFromKarachiInput, karachiInputValue } from './karachi-input-time';

/**
 * The voucher dialog's fields, named as the body names them (so the server's field errors
 * land on them): numbers are NaN while blank, dates are datetime-local text in Karachi time.
 */
export interface VoucherFormValues {
  code: string;
  kind: VoucherKind;
  value: number;
  cap: number;
  minimum: number;
  total_limit: number;
  per_user_limit: number;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
}

const blankAsNull = (figure: number) => (Number.isNaN(figure) ? null : figure);

/** The body the fields describe: blank cap and total uses are none, a blank minimum is 0. */
export function voucherInputOf(values: VoucherFormValues): MerchantVoucherCreateInput {
  return {
    code: values.code,
    kind: values.kind,
    value: values.value,
    cap: blankAsNull(values.cap),
    minimum: Number.isNaN(values.minimum) ? 0 : values.minimum,
    total_limit: blankAsNull(values.total_limit),
    per_user_limit: values.per_user_limit,
    starts_at: instantFromKarachiInput(values.starts_at),
    ends_at: instantFromKarachiInput(values.ends_at),
    is_active: values.is_active,
  };
}

/** The form's one schema: its fields read into a body, checked by the domain's own rules. */
export const voucherFormSchema = z
  .custom<VoucherFormValues>()
  .transform(voucherInputOf)
  .pipe(merchantVoucherCreateBodySchema);

const orBlank = (figure: number | null) => figure ?? Number.NaN;

/** The fields of a voucher being edited, or of a new one (percent, once per shopper, live). */
export function voucherFormValuesOf(voucher: MerchantVoucher | null): VoucherFormValues {
  if (voucher === null) {
    return {
      code: '',
      kind: 'percent',
      value: Number.NaN,
      cap: Number.NaN,
      minimum: Number.NaN,
      total_limit: Number.NaN,
      per_user_limit: 1,
      starts_at: '',
      ends_at: '',
      is_active: true,
    };
  }
  return {
    code: voucher.code,
    kind: voucher.kind,
    value: voucher.value,
    cap: orBlank(voucher.cap),
    minimum: voucher.minimum === 0 ? Number.NaN : voucher.minimum,
    total_limit: orBlank(voucher.total_limit),
    per_user_limit: voucher.per_user_limit,
    starts_at: karachiInputValue(voucher.starts_at),
    ends_at: karachiInputValue(voucher.ends_at),
    is_active: voucher.is_active,
  };
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/**
 * Only what the edit changes: a used voucher may keep its code and kind (the server refuses a
 * change of either), so unchanged fields are not sent at all. Empty when nothing changed.
 */
export function voucherChanges(
  voucher: MerchantVoucher,
  body: MerchantVoucherCreateBody,
): MerchantVoucherPatchBody {
  const changes: MerchantVoucherPatchBody = {};
  if (body.code !== voucher.code) changes.code = body.code;
  if (body.kind !== voucher.kind) changes.kind = body.kind;
  if (body.value !== voucher.value) changes.value = body.value;
  if (body.cap !== voucher.cap) changes.cap = body.cap;
  if (body.minimum !== voucher.minimum) changes.minimum = body.minimum;
  if (body.total_limit !== voucher.total_limit) changes.total_limit = body.total_limit;
  if (body.per_user_limit !== voucher.per_user_limit) changes.per_user_limit = body.per_user_limit;
  if (!sameInstant(body.starts_at, voucher.starts_at)) changes.starts_at = body.starts_at;
  if (!sameInstant(body.ends_at, voucher.ends_at)) changes.ends_at = body.ends_at;
  if (body.is_active !== voucher.is_active) changes.is_active = body.is_active;
  return changes;
}
