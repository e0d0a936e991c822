import { MERCHANT_MESSAGES, MERCHANT_VOUCHER_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import {
  OTHER_STORE_ID,
  STORE_ID,
  useMerchantVouchersTestApp,
} from './testing/use-merchant-vouchers-test-app.js';

// Who may open and change a store's vouchers (DESIGN §3a, `managePromotions`): owners and
// managers; staff are refused with 403; anyone else is told the store does not exist. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL.

const setup = useMerchantVouchersTestApp();
const { vouchers } = setup;
const newVoucher = (code: string) => ({ code, kind: 'percent', value: 10 });

describe('the store’s vouchers by role', () => {
  it.each(['owner', 'manager'] as const)('lets the %s list, add and change', async (role) => {
    const token = setup.team[role].token;
    const voucher = await vouchers.created(token, STORE_ID, newVoucher(`ROLE${role}`));
    expect(voucher).toMatchObject({ code: `ROLE${role.toUpperCase()}`, cost_bearer: 'store' });
    const listed = await vouchers.listed(token, STORE_ID);
    expect(listed.map((found) => found.id)).toContain(voucher.id);
    const paused = await vouchers.patched(token, STORE_ID, voucher.id, { is_active: false });
    expect(paused).toMatchObject({ is_active: false, status: 'paused' });
  });

  it('refuses staff with 403 forbidden_role on every route, and changes nothing', async () => {
    const staff = setup.team.staff.token;
    const owner = setup.team.owner.token;
    const voucher = await vouchers.created(owner, STORE_ID, newVoucher('STAFFNOT'));
    const answers = [
      await vouchers.list(staff, STORE_ID),
      await vouchers.create(staff, STORE_ID, newVoucher('STAFFNEW')),
      await vouchers.patch(staff, STORE_ID, voucher.id, { is_active: false }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: 'forbidden_role', message: MERCHANT_MESSAGES.forbiddenRole },
      });
    }
    const codes = (await vouchers.listed(owner, STORE_ID)).map((found) => found.code);
    expect(codes).not.toContain('STAFFNEW');
    expect((await vouchers.listed(owner, STORE_ID)).find((v) => v.id === voucher.id)).toMatchObject(
      { is_active: true },
    );
  });

  it('answers 404 to another store’s owner and a shopper, 401 without a session', async () => {
    for (const token of [setup.team.otherOwner.token, setup.team.shopper.token]) {
      expect((await vouchers.list(token, STORE_ID)).statusCode).toBe(404);
      expect((await vouchers.create(token, STORE_ID, newVoucher('NOTMINE'))).statusCode).toBe(404);
      expect((await vouchers.patch(token, STORE_ID, 1, { is_active: false })).statusCode).toBe(404);
    }
    expect((await vouchers.list(undefined, STORE_ID)).statusCode).toBe(401);
    expect((await vouchers.create(undefined, STORE_ID, newVoucher('NOSESSION'))).statusCode).toBe(
      401,
    );
    expect((await vouchers.patch(undefined, STORE_ID, 1, { is_active: false })).statusCode).toBe(
      401,
    );
  });
});

describe('whose vouchers a store sees', () => {
  it('lists only its own, newest first, with their uses', async () => {
    const owner = setup.team.owner.token;
    const first = await vouchers.created(owner, STORE_ID, newVoucher('LISTFIRST'));
    const second = await vouchers.created(owner, STORE_ID, newVoucher('LISTSECOND'));
    const listed = await vouchers.listed(owner, STORE_ID);
    const ids = listed.map((voucher) => voucher.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    // BIRYANI20 is the seed's offer of this store; the platform's FREE15FIRST is not listed.
    const codes = listed.map((voucher) => voucher.code);
    expect(codes).toContain('BIRYANI20');
    expect(codes).not.toContain('FREE15FIRST');
    expect(listed.find((voucher) => voucher.code === 'BIRYANI20')).toMatchObject({
      cost_bearer: 'platform',
      uses: 0,
    });
    const other = await vouchers.created(
      setup.team.otherOwner.token,
      OTHER_STORE_ID,
      newVoucher('GROCER5'),
    );
    expect(codes).not.toContain(other.code);
  });

  it('answers 404 voucher_not_found for a platform voucher, another store’s and an unknown id', async () => {
    const owner = setup.team.owner.token;
    const grocer = await vouchers.created(
      setup.team.otherOwner.token,
      OTHER_STORE_ID,
      newVoucher('GROCERONLY'),
    );
    const platformId = setup.voucherIds().FREE15FIRST ?? 0;
    for (const id of [platformId, grocer.id, 999_999]) {
      const response = await vouchers.patch(owner, STORE_ID, id, { is_active: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { code: 'voucher_not_found', message: MERCHANT_VOUCHER_MESSAGES.notFound },
      });
    }
    expect((await vouchers.patch(owner, STORE_ID, 'abc', { is_active: false })).statusCode).toBe(
      400,
    );
  });
});
