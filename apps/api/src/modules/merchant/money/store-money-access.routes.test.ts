import { MERCHANT_MESSAGES, STORE_MONEY_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { useMerchantStoresTestApp } from '../stores/testing/use-merchant-stores-test-app.js';
import { createStoreMoneyClient } from './testing/store-money-client.js';

// Who may read a store's money (merchant-roles.ts): transactions and the cash close, owners
// and managers; the P&L, owners only. And what the dates may be. "Now" is 18 Nov 2026.

const setup = useMerchantStoresTestApp();
const money = createStoreMoneyClient(() => setup.checkout.testApp.app);
const STORE = STORES.biryani.queryId;

const TRANSACTION_PATHS = ['transactions', 'transactions/export', 'transactions/close'];
const PNL_PATHS = ['pnl', 'pnl/export'];

async function statusOf(token: string | undefined, path: string, storeId: string = STORE) {
  const response = await money.get(token, storeId, path);
  if (response.statusCode === 200) return '200';
  return `${response.statusCode} ${errorOf(response).code}`;
}

describe('the store’s money routes: who may read them', () => {
  it.each(TRANSACTION_PATHS)('%s: owners and managers, not staff', async (path) => {
    const { owner, manager, staff } = setup.team;
    expect(await statusOf(owner.token, path)).toBe('200');
    expect(await statusOf(manager.token, path)).toBe('200');
    expect(await statusOf(staff.token, path)).toBe('403 forbidden_role');
  });

  it.each(PNL_PATHS)('%s: the owner only', async (path) => {
    const { owner, manager, staff } = setup.team;
    expect(await statusOf(owner.token, path)).toBe('200');
    expect(await statusOf(manager.token, path)).toBe('403 forbidden_role');
    expect(await statusOf(staff.token, path)).toBe('403 forbidden_role');
  });

  it.each([...TRANSACTION_PATHS, ...PNL_PATHS])(
    '%s: 404 for another store’s owner and a shopper, 401 without a session',
    async (path) => {
      expect(await statusOf(setup.team.otherOwner.token, path)).toBe('404 not_found');
      expect(await statusOf(setup.team.shopper.token, path)).toBe('404 not_found');
      expect(await statusOf(setup.team.owner.token, path, 'no-such-store')).toBe('404 not_found');
      expect(await statusOf(undefined, path)).toBe('401 unauthorized');
    },
  );

  it('answers an empty ledger for a store without settled orders', async () => {
    const response = await money.get(setup.team.owner.token, STORE, 'transactions/export');
    expect(response.body).toBe(
      '\uFEFForder_query_id,short_order_id,status,date,settled_at,order_value,items_discount,' +
        'voucher_store,voucher_platform,delivery_fee,service_fee,tip,commission,cash_collected,' +
        'collected_by,net_due_to_store\r\n',
    );
  });
});

describe('the store’s money routes: dates', () => {
  const M = STORE_MONEY_MESSAGES;

  it.each([
    ['transactions', '?from=2026-11-18&to=2026-11-01', 'from', M.rangeReversed],
    ['pnl', '?from=2025-11-01&to=2026-11-18', 'from', M.rangeTooLong],
    ['transactions/export', '?from=2025-11-17&to=2026-11-18', 'from', M.rangeTooLong],
    ['pnl/export', '?from=18-11-2026', 'from', MERCHANT_MESSAGES.dateNotValid],
    ['transactions', '?to=2026-02-30', 'to', MERCHANT_MESSAGES.dateNotValid],
    ['transactions/close', '?date=yesterday', 'date', MERCHANT_MESSAGES.dateNotValid],
    // Only a start, after today: the default end (today) comes before it.
    ['transactions', '?from=2026-12-01', 'from', M.rangeReversed],
  ])('%s%s: 400 on %s, “%s”', async (path, query, field, message) => {
    const response = await money.get(setup.team.owner.token, STORE, path, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      message,
      fields: { [field]: message },
    });
  });

  it('takes a range of exactly 366 days, and a group other than day or month never', async () => {
    const query = '?from=2025-11-18&to=2026-11-18';
    expect((await money.get(setup.team.owner.token, STORE, 'pnl', query)).statusCode).toBe(200);
    const byWeek = await money.get(setup.team.owner.token, STORE, 'pnl', '?group=week');
    expect(byWeek.statusCode).toBe(400);
  });

  it('fills a missing end with today and a missing start with the 30 days before the end', async () => {
    const token = setup.team.owner.token;
    const onlyTo = await money.read<{ from: string; to: string }>(
      token,
      STORE,
      'transactions',
      '?to=2026-10-31',
    );
    expect([onlyTo.from, onlyTo.to]).toEqual(['2026-10-02', '2026-10-31']);
    const onlyFrom = await money.read<{ from: string; to: string }>(
      token,
      STORE,
      'transactions',
      '?from=2026-11-01',
    );
    expect([onlyFrom.from, onlyFrom.to]).toEqual(['2026-11-01', '2026-11-18']);
  });
});
