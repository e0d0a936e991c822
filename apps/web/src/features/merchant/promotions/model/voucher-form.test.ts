import { MERCHANT_VOUCHER_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { makeVoucher } from '../testing/voucher-fixtures';
import {
  voucherChanges,
  voucherFormSchema,
  voucherFormValuesOf,
  type VoucherFormValues,
} from './voucher-form';

const typed = (overrides: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...voucherFormValuesOf(null),
  code: 'eid15',
  value: 15,
  ...overrides,
});

function messagesOf(values: VoucherFormValues) {
  const result = voucherFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the voucher form', () => {
  it('reads blank boxes as none, a blank minimum as 0 and dates as Karachi time', () => {
    const result = voucherFormSchema.parse(
      typed({ cap: 150, starts_at: '2026-12-01T00:00', ends_at: '2026-12-31T23:59' }),
    );
    expect(result).toEqual({
      code: 'EID15',
      kind: 'percent',
      value: 15,
      cap: 150,
      minimum: 0,
      total_limit: null,
      per_user_limit: 1,
      starts_at: '2026-12-01T00:00:00+05:00',
      ends_at: '2026-12-31T23:59:00+05:00',
      is_active: true,
    });
  });

  it('refuses a cap on a fixed voucher and an end before the start, on their fields', () => {
    expect(
      messagesOf(
        typed({
          kind: 'fixed',
          value: 100,
          cap: 50,
          starts_at: '2026-12-10T09:00',
          ends_at: '2026-12-01T09:00',
        }),
      ),
    ).toEqual({
      cap: MERCHANT_VOUCHER_MESSAGES.capOnlyForPercent,
      ends_at: MERCHANT_VOUCHER_MESSAGES.endsBeforeStart,
    });
  });

  it('refuses a blank value and a blank per-shopper limit with their own messages', () => {
    expect(messagesOf(typed({ value: Number.NaN, per_user_limit: Number.NaN }))).toMatchObject({
      value: MERCHANT_VOUCHER_MESSAGES.amountNotValid,
      per_user_limit: MERCHANT_VOUCHER_MESSAGES.limitNotValid,
    });
  });

  it('shows a voucher being edited in its fields and sends back only what changed', () => {
    const voucher = makeVoucher();
    const values = voucherFormValuesOf(voucher);
    expect(values).toMatchObject({ starts_at: '2026-12-01T00:00', ends_at: '2026-12-31T23:59' });
    const unchanged = voucherFormSchema.parse(values);
    expect(voucherChanges(voucher, unchanged)).toEqual({});
    const changed = voucherFormSchema.parse({
      ...values,
      kind: 'fixed',
      value: 100,
      cap: Number.NaN,
    });
    expect(voucherChanges(voucher, changed)).toEqual({ kind: 'fixed', value: 100, cap: null });
  });
});
