import { expect } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@sauda/domain';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import {
  createProductCsvClient,
  csvFile,
  newRow,
} from '../../modules/merchant/products/csv/testing/product-csv-client.js';
import { createMerchantProductsClient } from '../../modules/merchant/products/testing/merchant-products-client.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { asFormFields } from './forbidden-fields.js';
import { injectMultipart } from './inject-multipart.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { otherStoreClaims } from './merchant-claims.js';
import { storedProduct, watchOtherStoresProducts, watchProducts } from './merchant-rows.js';

const BIRYANI = STORES.biryani.queryId;
const IMPORT_URL = `/api/v1/merchant/stores/${BIRYANI}/products/import`;

const csv = (setup: MerchantStoresTestApp) =>
  createProductCsvClient(() => setup.checkout.testApp.app);

/** Importing products from a CSV: the file’s columns are the export’s, the store the path’s. */
export const productImportCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'POST /api/v1/merchant/stores/:storeId/products/import',
    actor: 'the store owner with form fields naming another store',
    guards: 'which store the rows go to: the path’s, whatever the form’s text fields say',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const owner = setup.team.owner.token;
      const product = await createMerchantProductsClient(() => setup.checkout.testApp.app).created(
        owner,
        BIRYANI,
        {
          name: 'Mass Assignment Sharbat',
          category_id: setup.fixture().categoryIds.drinks,
          cost: 80,
        },
      );
      const otherProducts = await watchOtherStoresProducts(db, setup.fixture().companyIds.biryani);
      const file = csvFile([
        newRow({ query_id: product.query_id, name: product.name, price: '95.00', quantity: '6' }),
      ]);
      const response = await injectMultipart(setup.checkout.testApp.app, {
        url: IMPORT_URL,
        token: owner,
        fields: asFormFields(otherStoreClaims(setup.fixture())),
        file: {
          field: 'file',
          bytes: new TextEncoder().encode(file),
          name: 'p.csv',
          type: 'text/csv',
        },
      });
      return {
        response,
        async expectStored() {
          expect(await storedProduct(db, product.query_id)).toMatchObject({
            companyId: setup.fixture().companyIds.biryani,
            costPaisa: 9_500,
            quantity: 6,
          });
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'POST /api/v1/merchant/stores/:storeId/products/import',
    actor: 'the store owner with extra columns (company_id, cost_paisa)',
    guards:
      'the file’s header must be the export’s, word for word: no column sets a store or price',
    treatment: 'refuses',
    async attempt(setup) {
      const products = await watchProducts(setup.db());
      const { companyIds } = setup.fixture();
      const header = [...PRODUCT_CSV_COLUMNS, 'company_id', 'cost_paisa'];
      const row = [...newRow({ name: 'Imported Elsewhere' }), String(companyIds.grocer), '1'];
      const response = await csv(setup).importCsv(
        setup.team.owner.token,
        BIRYANI,
        csvFile([row], header),
      );
      return { response, expectStored: () => products.expectUnchanged() };
    },
  },
  {
    route: 'POST /api/v1/merchant/stores/:storeId/products/import',
    actor: 'the store owner naming another store’s product',
    guards: 'a row’s query_id names one of this store’s products only: the file is refused',
    treatment: 'refuses',
    async attempt(setup) {
      const products = await watchProducts(setup.db());
      const milk = setup.fixture().productQueryIds.olpersMilk ?? '';
      const row = newRow({ query_id: milk, name: 'Olpers Milk 1L', price: '0.01', quantity: '0' });
      const response = await csv(setup).importCsv(setup.team.owner.token, BIRYANI, csvFile([row]));
      return { response, expectStored: () => products.expectUnchanged() };
    },
  },
];
