import { MERCHANT_MESSAGES, MERCHANT_VOUCHER_MESSAGES as M } from '@sauda/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useVoucherOnce } from './testing/store-voucher-orders.js';
import { STORE_ID, useMerchantVouchersTestApp } from './testing/use-merchant-vouchers-test-app.js';

// PATCH merchant/stores/{storeId}/vouchers/{voucherId}: any subset of the terms, checked with
// the stored voucher; a used voucher keeps its code and kind.

const setup = useMerchantVouchersTestApp();
const { vouchers } = setup;
const owner = () => setup.team.owner.token;

function refused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{
    error: { code: string; message: string; fields?: Record<string, string> };
  }>().error;
}

const percentVoucher = (code: string) =>
  vouchers.created(owner(), STORE_ID, { code, kind: 'percent', value: 10, cap: 200 });

describe('PATCH merchant/stores/{storeId}/vouchers/{voucherId}', () => {
  it('changes only the fields sent', async () => {
    const before = await percentVoucher('PATCHME');
    const after = await vouchers.patched(owner(), STORE_ID, before.id, {
      value: 15,
      minimum: 800,
      total_limit: 100,
      ends_at: '2026-12-31T23:59:00+05:00',
    });
    expect(after).toStrictEqual({
      ...before,
      value: 15,
      minimum: 800,
      total_limit: 100,
      ends_at: '2026-12-31T18:59:00.000Z',
    });
  });

  it('renames an unused voucher (upper-cased) and changes its kind', async () => {
    const before = await percentVoucher('RENAMEME');
    const after = await vouchers.patched(owner(), STORE_ID, before.id, {
      code: 'renamed',
      kind: 'fixed',
      value: 120.5,
      cap: null,
    });
    expect(after).toMatchObject({ code: 'RENAMED', kind: 'fixed', value: 120.5, cap: null });
  });

  it('checks the terms with the stored voucher: a percent above 100, a cap on fixed', async () => {
    const voucher = await percentVoucher('MERGED');
    const tooMuch = refused(await vouchers.patch(owner(), STORE_ID, voucher.id, { value: 150 }));
    expect(tooMuch).toMatchObject({
      code: 'validation_failed',
      message: M.percentNotValid,
      fields: { value: M.percentNotValid },
    });
    // The stored cap of Rs 200 stays unless the patch removes it.
    const capped = refused(await vouchers.patch(owner(), STORE_ID, voucher.id, { kind: 'fixed' }));
    expect(capped.fields).toEqual({ cap: M.capOnlyForPercent });
    const dated = await vouchers.patched(owner(), STORE_ID, voucher.id, {
      starts_at: '2026-12-10T00:00:00+05:00',
    });
    expect(dated.status).toBe('scheduled');
    const backwards = refused(
      await vouchers.patch(owner(), STORE_ID, voucher.id, {
        ends_at: '2026-12-09T00:00:00+05:00',
      }),
    );
    expect(backwards.fields).toEqual({ ends_at: M.endsBeforeStart });
  });

  it('refuses an empty patch and bad fields', async () => {
    const voucher = await percentVoucher('EMPTYPATCH');
    const empty = refused(await vouchers.patch(owner(), STORE_ID, voucher.id, {}));
    expect(empty.code).toBe('validation_failed');
    expect(empty.message).toBe(MERCHANT_MESSAGES.productNothingToChange);
    const bad = refused(
      await vouchers.patch(owner(), STORE_ID, voucher.id, { per_user_limit: 0, code: 'x' }),
    );
    expect(bad.fields).toEqual({ per_user_limit: M.limitNotValid, code: M.codeNotValid });
  });

  it('keeps a used voucher’s code and kind, and changes its other terms', async () => {
    const voucher = await vouchers.created(owner(), STORE_ID, {
      code: 'USEDONE',
      kind: 'fixed',
      value: 50,
    });
    await useVoucherOnce(setup, 'USEDONE', voucher.id);
    for (const body of [{ code: 'USEDTWO' }, { kind: 'percent', value: 10 }]) {
      const error = refused(await vouchers.patch(owner(), STORE_ID, voucher.id, body));
      expect(error).toMatchObject({ code: 'voucher_in_use', message: M.inUse });
    }
    const same = await vouchers.patched(owner(), STORE_ID, voucher.id, {
      code: 'usedone',
      kind: 'fixed',
      value: 60,
      is_active: false,
    });
    expect(same).toMatchObject({ code: 'USEDONE', value: 60, uses: 1, status: 'paused' });
  });

  it('refuses a code another voucher has, in any case, with 409', async () => {
    const voucher = await percentVoucher('TAKENNOT');
    for (const code of ['biryani20', 'Sauda100']) {
      const error = refused(await vouchers.patch(owner(), STORE_ID, voucher.id, { code }), 409);
      expect(error).toMatchObject({ code: 'voucher_code_taken', message: M.codeTaken });
    }
    const listed = await vouchers.listed(owner(), STORE_ID);
    expect(listed.find((found) => found.id === voucher.id)?.code).toBe('TAKENNOT');
  });
});
