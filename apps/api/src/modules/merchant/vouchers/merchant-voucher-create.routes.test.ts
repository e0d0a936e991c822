import { MERCHANT_MESSAGES, MERCHANT_VOUCHER_MESSAGES as M } from '@sauda/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_NOW } from '../../invoices/testing/checkout-fixture.js';
import { useVoucherOnce } from './testing/store-voucher-orders.js';
import {
  OTHER_STORE_ID,
  STORE_ID,
  useMerchantVouchersTestApp,
} from './testing/use-merchant-vouchers-test-app.js';

// POST merchant/stores/{storeId}/vouchers: the terms as typed, the rules of the domain's one
// schema with its messages, codes unique in any case across stores and the platform.

const setup = useMerchantVouchersTestApp();
const { vouchers } = setup;
const owner = () => setup.team.owner.token;
const DAY = 86_400_000;
const at = (days: number) => new Date(CHECKOUT_NOW.getTime() + days * DAY).toISOString();

function refused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{
    error: { code: string; message: string; fields?: Record<string, string> };
  }>().error;
}

describe('POST merchant/stores/{storeId}/vouchers', () => {
  it('answers the voucher with its terms in rupees and whole percent', async () => {
    const voucher = await vouchers.created(owner(), STORE_ID, {
      code: 'eid25',
      kind: 'percent',
      value: 25,
      cap: 300,
      minimum: 1000.5,
      total_limit: 50,
      per_user_limit: 2,
      starts_at: '2026-11-18T00:00:00+05:00',
      ends_at: '2026-12-18T00:00:00+05:00',
    });
    expect(voucher).toStrictEqual({
      id: expect.any(Number) as number,
      code: 'EID25',
      kind: 'percent',
      value: 25,
      cap: 300,
      minimum: 1000.5,
      total_limit: 50,
      per_user_limit: 2,
      starts_at: '2026-11-17T19:00:00.000Z',
      ends_at: '2026-12-17T19:00:00.000Z',
      is_active: true,
      cost_bearer: 'store',
      uses: 0,
      status: 'active',
      created_at: CHECKOUT_NOW.toISOString(),
    });
    const listed = await vouchers.listed(owner(), STORE_ID);
    expect(listed.find((found) => found.id === voucher.id)).toStrictEqual(voucher);
  });

  it('takes a fixed amount with paisa, and the defaults', async () => {
    const voucher = await vouchers.created(owner(), STORE_ID, {
      code: 'Flat150',
      kind: 'fixed',
      value: 150.75,
    });
    expect(voucher).toMatchObject({
      code: 'FLAT150',
      kind: 'fixed',
      value: 150.75,
      cap: null,
      minimum: 0,
      total_limit: null,
      per_user_limit: 1,
      starts_at: null,
      ends_at: null,
      is_active: true,
    });
  });

  it.each([
    [{ code: 'AB', kind: 'percent', value: 10 }, { code: M.codeNotValid }],
    [{ code: 'EID-25', kind: 'percent', value: 10 }, { code: M.codeNotValid }],
    [{ code: 'NOKIND', value: 10 }, { kind: M.kindRequired }],
    [{ code: 'TOOMUCH', kind: 'percent', value: 101 }, { value: M.percentNotValid }],
    [{ code: 'HALFPC', kind: 'percent', value: 12.5 }, { value: M.percentNotValid }],
    [{ code: 'ZEROFIX', kind: 'fixed', value: 0 }, { value: M.amountNotValid }],
    [{ code: 'CAPFIX', kind: 'fixed', value: 100, cap: 50 }, { cap: M.capOnlyForPercent }],
    [
      { code: 'NOLIMIT', kind: 'fixed', value: 100, total_limit: 0 },
      { total_limit: M.limitNotValid },
    ],
    [{ code: 'NEGMIN', kind: 'fixed', value: 100, minimum: -5 }, { minimum: M.minimumNotValid }],
    [
      { code: 'BADDATE', kind: 'fixed', value: 100, starts_at: '2026-12-01' },
      { starts_at: MERCHANT_MESSAGES.dateTimeNotValid },
    ],
    [
      { code: 'BACKWARD', kind: 'fixed', value: 100, starts_at: at(2), ends_at: at(1) },
      { ends_at: M.endsBeforeStart },
    ],
  ])('refuses %o with its message', async (body, fields) => {
    const error = refused(await vouchers.create(owner(), STORE_ID, body));
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual(fields);
  });

  it('refuses a code taken in any case: the platform’s, another store’s, its own', async () => {
    await vouchers.created(setup.team.otherOwner.token, OTHER_STORE_ID, {
      code: 'GROCERTEN',
      kind: 'percent',
      value: 10,
    });
    await vouchers.created(owner(), STORE_ID, { code: 'MINE10', kind: 'percent', value: 10 });
    for (const code of ['free15first', 'GrocerTen', 'mine10']) {
      const error = refused(
        await vouchers.create(owner(), STORE_ID, { code, kind: 'fixed', value: 10 }),
        409,
      );
      expect(error).toMatchObject({
        code: 'voucher_code_taken',
        message: M.codeTaken,
        fields: { code: M.codeTaken },
      });
    }
  });
});

describe('status', () => {
  it('reads scheduled, active, expired, used up and paused', async () => {
    const make = (code: string, extra: Record<string, unknown>) =>
      vouchers.created(owner(), STORE_ID, { code, kind: 'fixed', value: 20, ...extra });
    expect((await make('LATER', { starts_at: at(1) })).status).toBe('scheduled');
    expect((await make('NOWON', { starts_at: at(-1), ends_at: at(1) })).status).toBe('active');
    expect((await make('GONE', { ends_at: at(-1) })).status).toBe('expired');
    expect((await make('OFF', { is_active: false })).status).toBe('paused');
    const once = await make('ONCEONLY', { total_limit: 1 });
    await useVoucherOnce(setup, 'ONCEONLY', once.id);
    const listed = await vouchers.listed(owner(), STORE_ID);
    expect(listed.find((voucher) => voucher.id === once.id)).toMatchObject({
      uses: 1,
      status: 'used_up',
    });
  });

  it('moves with the clock: a scheduled voucher becomes active when it starts', async () => {
    const voucher = await vouchers.created(owner(), STORE_ID, {
      code: 'TOMORROW',
      kind: 'fixed',
      value: 20,
      starts_at: at(1),
    });
    expect(voucher.status).toBe('scheduled');
    vi.setSystemTime(new Date(CHECKOUT_NOW.getTime() + DAY));
    const listed = await vouchers.listed(owner(), STORE_ID);
    expect(listed.find((found) => found.id === voucher.id)?.status).toBe('active');
  });
});
