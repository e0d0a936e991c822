import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { createMerchantProductsClient } from '../../modules/merchant/products/testing/merchant-products-client.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { LONG_AGO } from './account-claims.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { otherStoreClaims } from './merchant-claims.js';
import { storedProduct, watchOtherStoresProducts } from './merchant-rows.js';
import { watchRows } from './watch-rows.js';

const BIRYANI = STORES.biryani.queryId;

/** What no product form sets: another store and ids, prices under other names, photos. */
function productClaims(setup: MerchantStoresTestApp): Record<string, unknown> {
  return {
    ...otherStoreClaims(setup.fixture()),
    ...inBothSpellings({
      price: 1,
      cost_paisa: 1,
      cost_after_discount: 1,
      product_available_quantity: 9_999,
      image_urls: ['https://attacker.example/photo.jpg'],
      pictures: [{ image_original_url: 'https://attacker.example/photo.jpg' }],
      merchant: { name: 'Gulshan Grocers', query_id: STORES.grocer.queryId },
    }),
  };
}

/** A new product of the biryani house for one case: Rs 100, 10 in stock. */
function freshProduct(setup: MerchantStoresTestApp, name: string) {
  return products(setup).created(setup.team.owner.token, BIRYANI, {
    name,
    category_id: setup.fixture().categoryIds.rice,
    cost: 100,
    quantity: 10,
  });
}

const products = (setup: MerchantStoresTestApp) =>
  createMerchantProductsClient(() => setup.checkout.testApp.app);

/** The inventory: a product stays its store's, with the price and photos it was given. */
export const productCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'POST /api/v1/merchant/stores/:storeId/products',
    actor: 'the store owner',
    guards: 'the new product’s store, ids, created_at, price and photos',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const db = setup.db();
      const { companyIds, categoryIds } = setup.fixture();
      const otherProducts = await watchOtherStoresProducts(db, companyIds.biryani);
      const response = await products(setup).create(setup.team.owner.token, BIRYANI, {
        ...productClaims(setup),
        name: 'Mass Assignment Pulao',
        category_id: categoryIds.rice,
        cost: 250,
      });
      return {
        response,
        async expectStored() {
          const queryId = response.json<{ product: { query_id: string } }>().product.query_id;
          expect(queryId).not.toBe('chosen-by-the-client');
          const row = await storedProduct(db, queryId);
          expect(row).toMatchObject({
            companyId: companyIds.biryani,
            costPaisa: 25_000,
            quantity: 0,
            imageUrls: [],
          });
          expect(row.createdAt.toISOString()).not.toBe(LONG_AGO);
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId/products/:productId',
    actor: 'the store owner changing the stock',
    guards: 'the product’s store, ids, created_at, price and photos',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { companyIds } = setup.fixture();
      const product = await freshProduct(setup, 'Mass Assignment Zarda');
      const before = await storedProduct(db, product.query_id);
      const otherProducts = await watchOtherStoresProducts(db, companyIds.biryani);
      const response = await products(setup).patch(
        setup.team.owner.token,
        BIRYANI,
        product.query_id,
        { ...productClaims(setup), quantity: 4 },
      );
      return {
        response,
        async expectStored() {
          expect(await storedProduct(db, product.query_id)).toEqual({
            ...before,
            quantity: 4,
            updatedAt: expect.any(Date) as Date,
          });
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId/products/:productId',
    actor: 'store staff changing the stock',
    guards: 'the staff member’s role and the product’s store, ids, price and photos',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { staff } = setup.team;
      const product = await freshProduct(setup, 'Mass Assignment Firni');
      const before = await storedProduct(db, product.query_id);
      const membership = await watchRows(
        db,
        sql`select * from merchant_members where user_id = ${staff.userId} order by company_id`,
      );
      const otherProducts = await watchOtherStoresProducts(db, before.companyId);
      const response = await products(setup).patch(staff.token, BIRYANI, product.query_id, {
        ...productClaims(setup),
        quantity: 2,
      });
      return {
        response,
        async expectStored() {
          expect(await storedProduct(db, product.query_id)).toEqual({
            ...before,
            quantity: 2,
            updatedAt: expect.any(Date) as Date,
          });
          await membership.expectUnchanged();
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId/products/:productId',
    actor: 'store staff sending a price with the stock',
    guards: 'stock is staff’s to change, the price is not: the whole edit is refused (403)',
    treatment: 'refuses',
    status: 403,
    async attempt(setup) {
      const db = setup.db();
      const product = await freshProduct(setup, 'Mass Assignment Kheer');
      const before = await storedProduct(db, product.query_id);
      const response = await products(setup).patch(
        setup.team.staff.token,
        BIRYANI,
        product.query_id,
        { quantity: 3, cost: 1, promotion_amount: 1, ...productClaims(setup) },
      );
      return {
        response,
        async expectStored() {
          expect(await storedProduct(db, product.query_id)).toEqual(before);
        },
      };
    },
  },
];
