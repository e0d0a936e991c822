import type { AvailableVoucher } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema/index.js';
import { STORES } from '../catalog/testing/catalog-fixture.js';
import { errorOf } from '../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertAddress,
  insertShopper,
} from '../invoices/testing/checkout-fixture.js';
import { useCheckoutTestApp } from '../invoices/testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;
const DAY = 86_400_000;

async function listed(token: string, userQueryId: string, storeQueryId?: string) {
  const response = await client.vouchers(token, userQueryId, storeQueryId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ available_vouchers: AvailableVoucher[] }>().available_vouchers;
}

const codes = (list: AvailableVoucher[]) => list.map((voucher) => voucher.code);

describe('GET /api/v1/users/{userId}/vouchers', () => {
  it('lists the platform vouchers and the store’s own, with their terms, but not expired ones', async () => {
    const user = await insertShopper(db());
    const list = await listed(user.token, user.queryId, STORES.biryani.queryId);

    expect(codes(list)).toEqual(['BIRYANI20', 'FREE15FIRST', 'SAUDA100']);
    expect(list[1]).toEqual({
      code: 'FREE15FIRST',
      name: '15% off your first order',
      description: '15% off your first Sauda order, up to PKR 300.',
      expires_at: new Date(CHECKOUT_NOW.getTime() + 400 * DAY).toISOString(),
      summary: '15% off, up to Rs 300 (first order only)',
      min_order: 0,
    });
    expect(list[0]?.summary).toBe('20% off, up to Rs 500 on orders of Rs 1,500 or more');
    expect(list[2]).toMatchObject({
      summary: 'Rs 100 off on orders of Rs 1,000 or more',
      min_order: 1000,
    });
  });

  it('lists only platform vouchers without a store, and elsewhere', async () => {
    const user = await insertShopper(db());
    expect(codes(await listed(user.token, user.queryId))).toEqual(['FREE15FIRST', 'SAUDA100']);
    expect(codes(await listed(user.token, user.queryId, STORES.grocer.queryId))).toEqual([
      'FREE15FIRST',
      'SAUDA100',
    ]);
  });

  it('drops FREE15FIRST once the user has placed an order', async () => {
    const user = await insertShopper(db());
    const addressId = await insertAddress(db(), user.userId);
    const invoice = await client.created(user.token, [
      { product_query_id: 'product-lassi', quantity: 1 },
    ]);
    await client.placed(user.token, invoice.query_id, client.placeBody(addressId));
    expect(codes(await listed(user.token, user.queryId))).toEqual(['SAUDA100']);
  });

  it('leaves out vouchers that are switched off, not yet valid or fully redeemed', async () => {
    await db()
      .insert(vouchers)
      .values([
        {
          code: 'SWITCHEDOFF',
          name: 'Off',
          discountType: 'amount',
          discountValue: 100,
          isActive: false,
        },
        {
          code: 'NEXTWEEK',
          name: 'Soon',
          discountType: 'amount',
          discountValue: 100,
          startsAt: new Date(CHECKOUT_NOW.getTime() + 7 * DAY),
        },
        {
          code: 'NOBODY',
          name: 'None left',
          discountType: 'amount',
          discountValue: 100,
          totalLimit: 0,
        },
      ]);
    const user = await insertShopper(db());
    expect(codes(await listed(user.token, user.queryId))).toEqual(['FREE15FIRST', 'SAUDA100']);
  });

  it('answers 404 user_not_found for another user’s list', async () => {
    const user = await insertShopper(db());
    const other = await insertShopper(db());
    const response = await client.vouchers(user.token, other.queryId);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('user_not_found');
  });

  it('answers 404 company_not_found for an unknown store', async () => {
    const user = await insertShopper(db());
    const response = await client.vouchers(user.token, user.queryId, 'store-nope');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('company_not_found');
  });

  it('answers 401 without a session', async () => {
    const user = await insertShopper(db());
    expect((await client.vouchers(undefined, user.queryId)).statusCode).toBe(401);
  });
});
