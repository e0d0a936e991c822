import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { vouchers } from '../../db/schema/index.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { CHECKOUT_NOW } from '../../modules/invoices/testing/checkout-fixture.js';
import { countVoucherUses } from '../../modules/invoices/testing/checkout-inspect.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { createMerchantVouchersClient } from '../../modules/merchant/vouchers/testing/merchant-vouchers-client.js';
import { useVoucherOnce } from '../../modules/merchant/vouchers/testing/store-voucher-orders.js';
import type { MerchantVouchersTestApp } from '../../modules/merchant/vouchers/testing/use-merchant-vouchers-test-app.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { otherStoreClaims } from './merchant-claims.js';
import { watchRows } from './watch-rows.js';

const BIRYANI = STORES.biryani.queryId;

/** What only the server sets on a store voucher: who pays, its name, its kind as stored, its uses. */
function voucherClaims(setup: MerchantStoresTestApp): Record<string, unknown> {
  return {
    ...otherStoreClaims(setup.fixture()),
    ...inBothSpellings({
      cost_bearer: 'platform',
      first_order_only: true,
      name: 'Chosen Name',
      description: 'Chosen description',
      discount_type: 'amount',
      discount_value: 1,
      max_discount_paisa: 1,
      uses: 0,
      used_count: 0,
      status: 'expired',
    }),
  };
}

/** The voucher setup the store's voucher helpers take, on this file's app. */
function asVouchersApp(setup: MerchantStoresTestApp): MerchantVouchersTestApp {
  return {
    team: setup.team,
    db: setup.db,
    fixture: setup.fixture,
    vouchers: vouchersClient(setup),
    checkout: setup.checkout.client,
    voucherIds: () => setup.checkout.fixture.voucherIds,
  };
}

const vouchersClient = (setup: MerchantStoresTestApp) =>
  createMerchantVouchersClient(() => setup.checkout.testApp.app);

async function storedVoucher(db: AppDb, id: number) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  if (!row) throw new Error(`no voucher ${id}`);
  return row;
}

/** Every voucher but the one of this code. */
function watchVouchersBut(db: AppDb, code: string) {
  return watchRows(db, sql`select * from vouchers where code <> ${code} order by id`);
}

/** A store's vouchers: the store pays for them and their uses are counted, never sent. */
export const voucherCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'POST /api/v1/merchant/stores/:storeId/vouchers',
    actor: 'the store owner',
    guards: 'the voucher’s store, who pays, its name, first-order rule, stored value and uses',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const db = setup.db();
      const others = await watchVouchersBut(db, 'MASSTEN');
      const response = await vouchersClient(setup).create(setup.team.owner.token, BIRYANI, {
        ...voucherClaims(setup),
        code: 'MASSTEN',
        kind: 'percent',
        value: 10,
      });
      return {
        response,
        async expectStored() {
          const id = response.json<{ voucher: { id: number } }>().voucher.id;
          expect(await storedVoucher(db, id)).toMatchObject({
            code: 'MASSTEN',
            name: 'MASSTEN',
            description: null,
            companyId: setup.fixture().companyIds.biryani,
            costBearer: 'store',
            firstOrderOnly: false,
            discountType: 'percent',
            discountValue: 1000,
            maxDiscountPaisa: null,
            createdAt: CHECKOUT_NOW,
          });
          expect(await countVoucherUses(db, id)).toBe(0);
          await others.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId/vouchers/:voucherId',
    actor: 'the store owner editing a used voucher',
    guards: 'the voucher’s store, who pays, its name, stored value and its use count',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const owner = setup.team.owner.token;
      const created = await vouchersClient(setup).created(owner, BIRYANI, {
        code: 'MASSUSED',
        kind: 'percent',
        value: 10,
      });
      await useVoucherOnce(asVouchersApp(setup), 'MASSUSED', created.id);
      const before = await storedVoucher(db, created.id);
      const others = await watchVouchersBut(db, 'MASSUSED');
      const response = await vouchersClient(setup).patch(owner, BIRYANI, created.id, {
        ...voucherClaims(setup),
        per_user_limit: 3,
      });
      return {
        response,
        async expectStored() {
          expect(await storedVoucher(db, created.id)).toEqual({
            ...before,
            perUserLimit: 3,
            updatedAt: CHECKOUT_NOW,
          });
          expect(await countVoucherUses(db, created.id)).toBe(1);
          await others.expectUnchanged();
        },
      };
    },
  },
];
