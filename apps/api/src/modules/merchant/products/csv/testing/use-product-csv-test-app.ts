import { useMerchantStoresTestApp } from '../../../stores/testing/use-merchant-stores-test-app.js';
import { createMerchantProductsClient } from '../../testing/merchant-products-client.js';
import { createProductCsvClient } from './product-csv-client.js';

export { OTHER_STORE_ID, STORE_ID } from '../../testing/use-merchant-products-test-app.js';

/**
 * The per-file setup of the CSV tests: the store team of Karachi Biryani House on the checkout
 * fixture, a client for the CSV routes and one for the product routes to look at the result.
 */
export function useProductCsvTestApp() {
  const setup = useMerchantStoresTestApp();
  const app = () => setup.checkout.testApp.app;
  return {
    get team() {
      return setup.team;
    },
    db: setup.db,
    fixture: setup.fixture,
    csv: createProductCsvClient(app),
    products: createMerchantProductsClient(app),
  };
}
