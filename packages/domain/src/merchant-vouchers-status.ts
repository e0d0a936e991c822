/**
 * Where a store's voucher stands, as the back office lists it: one rule for the API's answer
 * and anything the web derives from it.
 */
export const MERCHANT_VOUCHER_STATUSES = Object.freeze([
  'scheduled',
  'active',
  'expired',
  'used_up',
  'paused',
] as const);
export type MerchantVoucherStatus = (typeof MERCHANT_VOUCHER_STATUSES)[number];

export interface MerchantVoucherState {
  isActive: boolean;
  startsAt: Date | null;
  /** The end instant itself is past (checkout's `voucherAvailability` reads it the same way). */
  endsAt: Date | null;
  /** Null: unlimited. */
  totalLimit: number | null;
  uses: number;
}

/** Paused wins (the store switched it off), then expired, used up, not yet started, active. */
export function merchantVoucherStatus(
  state: MerchantVoucherState,
  now: Date,
): MerchantVoucherStatus {
  if (!state.isActive) return 'paused';
  if (state.endsAt && now >= state.endsAt) return 'expired';
  if (state.totalLimit !== null && state.uses >= state.totalLimit) return 'used_up';
  if (state.startsAt && now < state.startsAt) return 'scheduled';
  return 'active';
}
