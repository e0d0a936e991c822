import { describe, expect, it } from 'vitest';
import { merchantVoucherStatus } from './merchant-vouchers-status.js';
import { MERCHANT_VOUCHER_MESSAGES as M } from './merchant-vouchers.messages.js';
import {
  merchantVoucherCreateBodySchema,
  merchantVoucherPatchBodySchema,
  voucherTermsIssues,
} from './merchant-vouchers.schemas.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';

/** field → message of each issue, for the rules under test. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('merchantVoucherCreateBodySchema', () => {
  it('upper-cases the code and fills the defaults', () => {
    expect(
      merchantVoucherCreateBodySchema.parse({ code: ' eid25 ', kind: 'percent', value: 25 }),
    ).toStrictEqual({
      code: 'EID25',
      kind: 'percent',
      value: 25,
      cap: null,
      minimum: 0,
      total_limit: null,
      per_user_limit: 1,
      starts_at: null,
      ends_at: null,
      is_active: true,
    });
  });

  it('requires code, kind and value, with their messages', () => {
    expect(issuesOf(merchantVoucherCreateBodySchema.safeParse({}))).toMatchObject({
      code: M.codeNotValid,
      kind: M.kindRequired,
      value: M.amountNotValid,
    });
  });

  it('takes 3 to 20 letters and digits only', () => {
    for (const code of ['AB', 'A'.repeat(21), 'EID-25', 'EID 25', 'عید']) {
      const result = merchantVoucherCreateBodySchema.safeParse({ code, kind: 'fixed', value: 5 });
      expect(issuesOf(result)).toStrictEqual({ code: M.codeNotValid });
    }
  });

  it('takes a whole percent from 1 to 100, and rupees with 2 decimals for fixed', () => {
    const body = (kind: string, value: number) => ({ code: 'SAVE', kind, value });
    for (const value of [0, 101, 12.5, -3]) {
      expect(
        issuesOf(merchantVoucherCreateBodySchema.safeParse(body('percent', value))),
      ).toStrictEqual({ value: M.percentNotValid });
    }
    for (const value of [0, 0.001, 100_001]) {
      expect(
        issuesOf(merchantVoucherCreateBodySchema.safeParse(body('fixed', value))),
      ).toStrictEqual({
        value: M.amountNotValid,
      });
    }
    expect(merchantVoucherCreateBodySchema.safeParse(body('percent', 100)).success).toBe(true);
    expect(merchantVoucherCreateBodySchema.safeParse(body('fixed', 2500.75)).success).toBe(true);
  });

  it('refuses a cap on a fixed voucher and keeps it on a percent one', () => {
    const fixed = { code: 'FLAT', kind: 'fixed', value: 100, cap: 50 };
    expect(issuesOf(merchantVoucherCreateBodySchema.safeParse(fixed))).toStrictEqual({
      cap: M.capOnlyForPercent,
    });
    const percent = merchantVoucherCreateBodySchema.parse({ ...fixed, kind: 'percent', value: 10 });
    expect(percent.cap).toBe(50);
  });

  it('refuses bad limits, minimum and dates, and an end before the start', () => {
    const result = merchantVoucherCreateBodySchema.safeParse({
      code: 'SAVE',
      kind: 'percent',
      value: 10,
      minimum: -1,
      total_limit: 0,
      per_user_limit: 1.5,
      starts_at: 'tomorrow',
    });
    expect(issuesOf(result)).toStrictEqual({
      minimum: M.minimumNotValid,
      total_limit: M.limitNotValid,
      per_user_limit: M.limitNotValid,
      starts_at: MERCHANT_MESSAGES.dateTimeNotValid,
    });
    const backwards = merchantVoucherCreateBodySchema.safeParse({
      code: 'SAVE',
      kind: 'percent',
      value: 10,
      starts_at: '2026-12-02T00:00:00+05:00',
      ends_at: '2026-12-01T00:00:00+05:00',
    });
    expect(issuesOf(backwards)).toStrictEqual({ ends_at: M.endsBeforeStart });
  });
});

describe('merchantVoucherPatchBodySchema', () => {
  it('takes any subset, and not an empty one', () => {
    expect(merchantVoucherPatchBodySchema.parse({ is_active: false })).toStrictEqual({
      is_active: false,
    });
    expect(issuesOf(merchantVoucherPatchBodySchema.safeParse({}))).toStrictEqual({
      '': MERCHANT_MESSAGES.productNothingToChange,
    });
  });

  it('checks the rules whose fields it sends; the rest waits for the stored voucher', () => {
    expect(merchantVoucherPatchBodySchema.safeParse({ value: 500 }).success).toBe(true);
    expect(
      issuesOf(merchantVoucherPatchBodySchema.safeParse({ kind: 'percent', value: 500 })),
    ).toStrictEqual({
      value: M.percentNotValid,
    });
    expect(voucherTermsIssues({ kind: 'percent', value: 500, cap: null })).toStrictEqual([
      { field: 'value', message: M.percentNotValid },
    ]);
  });
});

describe('merchantVoucherStatus', () => {
  const now = new Date('2026-11-27T08:00:00Z');
  const state = {
    isActive: true,
    startsAt: null,
    endsAt: null,
    totalLimit: 5,
    uses: 0,
  };

  it('reads paused, expired, used up, scheduled and active in that order', () => {
    expect(merchantVoucherStatus({ ...state, isActive: false, uses: 5 }, now)).toBe('paused');
    expect(merchantVoucherStatus({ ...state, endsAt: now, uses: 5 }, now)).toBe('expired');
    expect(merchantVoucherStatus({ ...state, uses: 5 }, now)).toBe('used_up');
    expect(
      merchantVoucherStatus({ ...state, startsAt: new Date('2026-11-28T00:00:00Z') }, now),
    ).toBe('scheduled');
    expect(merchantVoucherStatus({ ...state, totalLimit: null, uses: 99 }, now)).toBe('active');
  });
});
