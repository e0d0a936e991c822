import { voucherAvailability, type AvailableVoucher, type User } from '@sauda/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, voucherUses, vouchers } from '../../db/schema/index.js';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { errorOf } from '../invoices/testing/checkout-client.js';
import { CHECKOUT_NOW, insertShopper, type Shopper } from '../invoices/testing/checkout-fixture.js';
import { useCheckoutTestApp } from '../invoices/testing/use-checkout-test-app.js';
import { toVoucherTerms } from './voucher-terms.js';
import { findVoucherByCode } from './vouchers.repository.js';
import { voucherUsage } from './vouchers.service.js';

// One rule decides which vouchers a shopper may use: the domain's voucherAvailability. The
// user's JSON (userVouchers), GET users/{userId}/vouchers and checkout's validate_voucher all
// follow it, so a voucher the domain refuses is missing from both lists and refused at checkout.

const checkout = useCheckoutTestApp();
const { client } = checkout;
const db = () => checkout.testApp.database.db;
const DAY = 86_400_000;
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

let shopper: Shopper;

async function insertUse(code: string, userId: number): Promise<void> {
  const voucherId = (await findVoucherByCode(db(), code))?.voucher.id ?? 0;
  const [invoice] = await db()
    .insert(invoices)
    .values({ userId, companyId: checkout.fixture.companyIds.biryani, status: 'placed' })
    .returning({ id: invoices.id });
  await db()
    .insert(voucherUses)
    .values({ voucherId, userId, invoiceId: invoice?.id ?? 0, discountPaisa: 5_000 });
}

beforeAll(async () => {
  const platform = { discountType: 'amount' as const, discountValue: 5_000 };
  await db()
    .insert(vouchers)
    .values([
      { ...platform, code: 'STILLGOOD', name: 'Usable' },
      {
        ...platform,
        code: 'GONE',
        name: 'Expired',
        expiresAt: new Date(CHECKOUT_NOW.getTime() - DAY),
      },
      { ...platform, code: 'ONCEONLY', name: 'Used by this shopper', perUserLimit: 1 },
      { ...platform, code: 'ALLGONE', name: 'Used up by others', totalLimit: 1 },
      {
        ...platform,
        code: 'GROCERONLY',
        name: 'Another store’s',
        companyId: checkout.fixture.companyIds.grocer,
      },
    ]);
  shopper = await insertShopper(db());
  const other = await insertShopper(db());
  await insertUse('ONCEONLY', shopper.userId);
  await insertUse('ALLGONE', other.userId);
});

/** What the domain says about the voucher for this shopper at the biryani house, now. */
async function domainVerdict(code: string) {
  const found = await findVoucherByCode(db(), code);
  if (!found) throw new Error(`no voucher ${code}`);
  return voucherAvailability(toVoucherTerms(found), {
    now: CHECKOUT_NOW,
    storeId: checkout.fixture.companyIds.biryani,
    usage: await voucherUsage(db(), found.voucher.id, shopper.userId),
  });
}

async function profileCodes(): Promise<string[]> {
  const response = await client.send('GET', 'users/me', shopper.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: User }>().user.userVouchers.map((voucher) => voucher.code);
}

async function listedCodes(storeQueryId?: string): Promise<string[]> {
  const response = await client.vouchers(shopper.token, shopper.queryId, storeQueryId);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<{ available_vouchers: AvailableVoucher[] }>().available_vouchers;
  return list.map((voucher) => voucher.code);
}

/** A Rs 1,598 invoice at the biryani house: over every fixture voucher's minimum. */
async function openInvoiceId(): Promise<string> {
  const invoice = await client.created(shopper.token, [
    { product_query_id: product('chickenBiryani'), quantity: 4 },
  ]);
  return invoice.query_id;
}

describe('usable vouchers, one rule', () => {
  it('lists the same platform vouchers in the user’s JSON and on the vouchers route', async () => {
    const codes = await profileCodes();
    expect(codes).toEqual(await listedCodes());
    expect(codes).toContain('STILLGOOD');
    expect(await listedCodes(STORES.biryani.queryId)).toContain('STILLGOOD');
    expect((await domainVerdict('STILLGOOD')) === null).toBe(true);
  });

  it.each([
    ['an expired voucher', 'GONE', 'expired'],
    ['a voucher the shopper has used up', 'ONCEONLY', 'per_user_limit'],
    ['a voucher everyone has used up', 'ALLGONE', 'total_limit'],
    ['another store’s voucher', 'GROCERONLY', 'other_store'],
  ])('leaves out %s everywhere and refuses it at checkout', async (_name, code, reason) => {
    const verdict = await domainVerdict(code);
    expect(verdict?.reason).toBe(reason);

    expect(await profileCodes()).not.toContain(code);
    expect(await listedCodes()).not.toContain(code);
    expect(await listedCodes(STORES.biryani.queryId)).not.toContain(code);

    const response = await client.validateVoucher(shopper.token, await openInvoiceId(), code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'voucher_invalid', reason: verdict?.reason });
  });

  it('lists a voucher whatever the order’s size: the minimum is checked on the invoice', async () => {
    expect(await profileCodes()).toContain('SAUDA100');
    expect(await listedCodes()).toContain('SAUDA100');
    const small = await client.created(shopper.token, [
      { product_query_id: product('lassi'), quantity: 1 },
    ]);
    const response = await client.validateVoucher(shopper.token, small.query_id, 'SAUDA100');
    expect(errorOf(response)).toMatchObject({ reason: 'below_minimum_order' });
  });
});
