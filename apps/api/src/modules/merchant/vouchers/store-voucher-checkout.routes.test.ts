import { VOUCHER_MESSAGES } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voucherUses } from '../../../db/schema/index.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { placeWithVoucher, shopperWithInvoice } from './testing/store-voucher-orders.js';
import { STORE_ID, useMerchantVouchersTestApp } from './testing/use-merchant-vouchers-test-app.js';

// A voucher made in the back office works at checkout exactly like the seed's: the shopper's
// vouchers list of that store offers it, validate_voucher takes it, place_order uses it and
// records who pays for the discount on the use.

const setup = useMerchantVouchersTestApp();
const owner = () => setup.team.owner.token;

async function costBearersOf(voucherId: number) {
  const rows = await setup
    .db()
    .select({ costBearer: voucherUses.costBearer, discountPaisa: voucherUses.discountPaisa })
    .from(voucherUses)
    .where(eq(voucherUses.voucherId, voucherId));
  return rows;
}

describe('a store voucher made in the back office, at checkout', () => {
  it('is offered in its store’s list only', async () => {
    await setup.vouchers.created(owner(), STORE_ID, { code: 'OFFERED', kind: 'fixed', value: 40 });
    const shopper = await shopperWithInvoice(setup);
    const codesAt = async (store: string) => {
      const response = await setup.checkout.vouchers(shopper.token, shopper.queryId, store);
      expect(response.statusCode, response.body).toBe(200);
      return JSON.stringify(response.json());
    };
    expect(await codesAt(STORE_ID)).toContain('OFFERED');
    expect(await codesAt(STORES.grocer.queryId)).not.toContain('OFFERED');
  });

  it('takes its discount and records the use as the store’s', async () => {
    const voucher = await setup.vouchers.created(owner(), STORE_ID, {
      code: 'STOREPAYS',
      kind: 'percent',
      value: 10,
    });
    const shopper = await shopperWithInvoice(setup);
    const placed = await placeWithVoucher(setup.checkout, shopper, 'storepays', voucher.id);
    expect(placed.statusCode, placed.body).toBe(200);
    // 10 % of the Rs 500 sub total.
    expect(await costBearersOf(voucher.id)).toEqual([
      { costBearer: 'store', discountPaisa: 5_000 },
    ]);
  });

  it('keeps the use’s cost bearer when the voucher changes later', async () => {
    const voucher = await setup.vouchers.created(owner(), STORE_ID, {
      code: 'HISTORY',
      kind: 'fixed',
      value: 25,
    });
    const shopper = await shopperWithInvoice(setup);
    expect(
      (await placeWithVoucher(setup.checkout, shopper, 'HISTORY', voucher.id)).statusCode,
    ).toBe(200);
    await setup.vouchers.patched(owner(), STORE_ID, voucher.id, { value: 30 });
    expect(await costBearersOf(voucher.id)).toEqual([
      { costBearer: 'store', discountPaisa: 2_500 },
    ]);
  });

  it('records the seed’s store offer as the platform’s: the platform runs it', async () => {
    const biryani20 = setup.voucherIds().BIRYANI20 ?? 0;
    // BIRYANI20 needs Rs 1,500: 20 % of Rs 2,000.
    const shopper = await shopperWithInvoice(setup, 200_000);
    const placed = await placeWithVoucher(setup.checkout, shopper, 'BIRYANI20', biryani20);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await costBearersOf(biryani20)).toEqual([
      { costBearer: 'platform', discountPaisa: 40_000 },
    ]);
  });

  it('is refused like the seed’s when paused, with the same message', async () => {
    const voucher = await setup.vouchers.created(owner(), STORE_ID, {
      code: 'PAUSEDNOW',
      kind: 'fixed',
      value: 25,
    });
    await setup.vouchers.patched(owner(), STORE_ID, voucher.id, { is_active: false });
    const shopper = await shopperWithInvoice(setup);
    const response = await setup.checkout.validateVoucher(
      shopper.token,
      shopper.invoice.query_id,
      'PAUSEDNOW',
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'voucher_invalid',
      message: VOUCHER_MESSAGES.inactive,
    });
  });
});
