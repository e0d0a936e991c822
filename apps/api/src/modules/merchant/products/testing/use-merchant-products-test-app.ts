import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import { useMerchantStoresTestApp } from '../../stores/testing/use-merchant-stores-test-app.js';
import { createMerchantProductsClient } from './merchant-products-client.js';

/** Karachi Biryani House: owner, manager and staff work here; its products are the fixture's. */
export const STORE_ID = STORES.biryani.queryId;
/** Gulshan Grocers: only the other owner works here. */
export const OTHER_STORE_ID = STORES.grocer.queryId;

/**
 * The per-file setup of the inventory tests: the store team of Karachi Biryani House on the
 * checkout fixture (clock frozen at CHECKOUT_NOW), and a client for the product routes.
 */
export function useMerchantProductsTestApp() {
  const setup = useMerchantStoresTestApp();
  return {
    get team() {
      return setup.team;
    },
    db: setup.db,
    fixture: setup.fixture,
    products: createMerchantProductsClient(() => setup.checkout.testApp.app),
  };
}

export type MerchantProductsTestApp = ReturnType<typeof useMerchantProductsTestApp>;
