import { beforeAll } from 'vitest';
import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import { useOrdersTestApp } from '../../../orders/testing/use-orders-test-app.js';
import { createMerchantOrdersClient } from './merchant-orders-client.js';
import { insertStoreTeam, type StoreTeam } from './merchant-members.js';

/** The store every order of these tests is placed at, and another one. */
export const STORE_ID = STORES.biryani.queryId;
export const OTHER_STORE_ID = STORES.grocer.queryId;

/**
 * The per-file setup of the back office order tests: the orders test app (checkout fixture,
 * clock frozen at CHECKOUT_NOW, pending orders placed through the real checkout), the
 * merchant client, and a team for Karachi Biryani House.
 */
export function useMerchantOrdersTestApp() {
  const orders = useOrdersTestApp();
  let team: StoreTeam | undefined;

  beforeAll(async () => {
    const { companyIds } = orders.checkout.fixture;
    team = await insertStoreTeam(orders.db(), companyIds.biryani, companyIds.grocer);
  });

  return {
    ...orders,
    merchant: createMerchantOrdersClient(() => orders.checkout.testApp.app),
    get team(): StoreTeam {
      if (!team) throw new Error('the store team is only inserted in beforeAll');
      return team;
    },
  };
}
