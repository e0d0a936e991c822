import {
  fromPaisa,
  toPaisa,
  type MerchantVoucherCreateBody,
  type MerchantVoucherPatchBody,
  type VoucherKind,
  type VoucherTermsInput,
} from '@sauda/domain';
import { BASIS_POINTS_PER_PERCENT } from './merchant-voucher-json.js';
import type { StoreVoucherColumns, StoreVoucherRow } from './store-vouchers.repository.js';

const DISCOUNT_TYPES = { percent: 'percent', fixed: 'amount' } as const;

/** The value as stored: basis points for a percent, paisa for a fixed amount. */
function storedValue(kind: VoucherKind, value: number): number {
  return kind === 'percent' ? Math.round(value * BASIS_POINTS_PER_PERCENT) : toPaisa(value);
}

const instantOf = (iso: string | null | undefined) =>
  iso === undefined || iso === null ? iso : new Date(iso);
const paisaOf = (rupees: number | null | undefined) =>
  rupees === undefined || rupees === null ? rupees : toPaisa(rupees);

/**
 * A new store voucher: the store pays for it (`cost_bearer` store), its name is its code (the
 * shopper's vouchers list shows it beside the domain's summary of the terms).
 */
export function createVoucherColumns(
  body: MerchantVoucherCreateBody,
  now: Date,
): StoreVoucherColumns {
  return {
    code: body.code,
    name: body.code,
    description: null,
    discountType: DISCOUNT_TYPES[body.kind],
    discountValue: storedValue(body.kind, body.value),
    maxDiscountPaisa: paisaOf(body.cap) ?? null,
    minOrderPaisa: toPaisa(body.minimum),
    startsAt: instantOf(body.starts_at) ?? null,
    expiresAt: instantOf(body.ends_at) ?? null,
    perUserLimit: body.per_user_limit,
    totalLimit: body.total_limit,
    firstOrderOnly: false,
    isActive: body.is_active,
    costBearer: 'store',
    // The request's clock, not the database's: the list's order and `created_at` agree with it.
    createdAt: now,
    updatedAt: now,
  };
}

/** The stored voucher's terms in the body's words, to check a patch once merged with them. */
export function storedTerms(voucher: StoreVoucherRow): Required<VoucherTermsInput> {
  const kind: VoucherKind = voucher.discountType === 'percent' ? 'percent' : 'fixed';
  return {
    kind,
    value:
      kind === 'percent'
        ? voucher.discountValue / BASIS_POINTS_PER_PERCENT
        : fromPaisa(voucher.discountValue),
    cap: voucher.maxDiscountPaisa === null ? null : fromPaisa(voucher.maxDiscountPaisa),
    starts_at: voucher.startsAt?.toISOString() ?? null,
    ends_at: voucher.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The columns a patch changes, and only those. The value is stored in the kind's unit, so a
 * new kind alone re-stores the old value in the new unit (the terms check ran on the merge).
 * A voucher whose name was its code is renamed with it.
 */
export function patchVoucherColumns(
  body: MerchantVoucherPatchBody,
  current: StoreVoucherRow,
  now: Date,
): Partial<StoreVoucherColumns> {
  const terms = { ...storedTerms(current), ...definedOf(body) };
  const valueChanges = body.kind !== undefined || body.value !== undefined;
  const renamed = body.code !== undefined && current.name === current.code;
  const columns: Partial<StoreVoucherColumns> = {
    code: body.code,
    name: renamed ? body.code : undefined,
    discountType: body.kind === undefined ? undefined : DISCOUNT_TYPES[body.kind],
    discountValue: valueChanges ? storedValue(terms.kind, terms.value) : undefined,
    maxDiscountPaisa: paisaOf(body.cap),
    minOrderPaisa: body.minimum === undefined ? undefined : toPaisa(body.minimum),
    startsAt: instantOf(body.starts_at),
    expiresAt: instantOf(body.ends_at),
    perUserLimit: body.per_user_limit,
    totalLimit: body.total_limit,
    isActive: body.is_active,
    updatedAt: now,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The body's fields that were sent (undefined ones would hide the stored values). */
export function definedOf<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
