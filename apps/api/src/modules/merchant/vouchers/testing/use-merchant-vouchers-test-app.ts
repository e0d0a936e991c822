import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import { useMerchantStoresTestApp } from '../../stores/testing/use-merchant-stores-test-app.js';
import { createMerchantVouchersClient } from './merchant-vouchers-client.js';

/** Karachi Biryani House: owner, manager and staff work here. */
export const STORE_ID = STORES.biryani.queryId;
/** Gulshan Grocers: only the other owner works here. */
export const OTHER_STORE_ID = STORES.grocer.queryId;

/**
 * The per-file setup of the voucher tests: the store team of Karachi Biryani House on the
 * checkout fixture (clock frozen at CHECKOUT_NOW; the seed's vouchers), a client for the
 * voucher routes and the checkout's client for the shopper's side.
 */
export function useMerchantVouchersTestApp() {
  const setup = useMerchantStoresTestApp();
  return {
    get team() {
      return setup.team;
    },
    db: setup.db,
    fixture: setup.fixture,
    vouchers: createMerchantVouchersClient(() => setup.checkout.testApp.app),
    checkout: setup.checkout.client,
    /** The seed's vouchers in the fixture, by code (FREE15FIRST is the platform's). */
    voucherIds: () => setup.checkout.fixture.voucherIds,
  };
}

export type MerchantVouchersTestApp = ReturnType<typeof useMerchantVouchersTestApp>;
