import type { MerchantVoucher } from '@sauda/domain';

/** A store voucher as GET …/vouchers lists it; tests override what they look at. */
export function makeVoucher(overrides: Partial<MerchantVoucher> = {}): MerchantVoucher {
  return {
    id: 7,
    code: 'EID15',
    kind: 'percent',
    value: 15,
    cap: 150,
    minimum: 500,
    total_limit: 50,
    per_user_limit: 1,
    starts_at: '2026-11-30T19:00:00.000Z',
    ends_at: '2026-12-31T18:59:00.000Z',
    is_active: true,
    cost_bearer: 'store',
    uses: 12,
    status: 'active',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
