import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { productImages } from '../../db/schema/index.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { createProductImagesClient } from '../../modules/merchant/products/images/testing/product-images-client.js';
import { makePng } from '../../modules/merchant/products/images/testing/product-photos.js';
import { createMerchantProductsClient } from '../../modules/merchant/products/testing/merchant-products-client.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { asFormFields, inBothSpellings } from './forbidden-fields.js';
import { injectMultipart } from './inject-multipart.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { otherStoreClaims } from './merchant-claims.js';
import { storedProduct, watchOtherStoresProducts } from './merchant-rows.js';

const BIRYANI = STORES.biryani.queryId;

/** What a photo's request would set if it could: another product, its place, its files. */
function photoClaims(setup: MerchantStoresTestApp): Record<string, unknown> {
  const { productIds, productQueryIds } = setup.fixture();
  return {
    ...otherStoreClaims(setup.fixture()),
    ...inBothSpellings({
      product_id: productIds.olpersMilk,
      product_query_id: productQueryIds.olpersMilk,
      position: 7,
      base_url: 'https://attacker.example/photo',
      width: 1,
      height: 1,
    }),
  };
}

function photosOf(db: AppDb, productId: number) {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** A new product of the biryani house with `count` photos (40 × 30 PNGs), and its row. */
async function productWithPhotos(setup: MerchantStoresTestApp, name: string, count: number) {
  const app = () => setup.checkout.testApp.app;
  const owner = setup.team.owner.token;
  const product = await createMerchantProductsClient(app).created(owner, BIRYANI, {
    name,
    category_id: setup.fixture().categoryIds.rice,
    cost: 100,
  });
  const images = createProductImagesClient(app);
  for (let index = 0; index < count; index += 1) {
    await images.uploaded(owner, BIRYANI, product.query_id, await makePng(40, 30));
  }
  const row = await storedProduct(setup.db(), product.query_id);
  return { row, photos: await photosOf(setup.db(), row.id) };
}

/** A product's photos: each stays its product's, with the files and place the server gives. */
export const productPhotoCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'POST /api/v1/merchant/stores/:storeId/products/:productId/images',
    actor: 'the store owner (multipart)',
    guards: 'the photo’s product, position, stored files and size',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { row } = await productWithPhotos(setup, 'Mass Assignment Haleem', 0);
      const otherProducts = await watchOtherStoresProducts(db, row.companyId);
      const response = await injectMultipart(setup.checkout.testApp.app, {
        url: `/api/v1/merchant/stores/${BIRYANI}/products/${row.queryId}/images`,
        token: setup.team.owner.token,
        fields: asFormFields(photoClaims(setup)),
        file: {
          field: 'image',
          bytes: await makePng(40, 30),
          name: 'haleem.png',
          type: 'image/png',
        },
      });
      return {
        response,
        async expectStored() {
          const [photo, ...more] = await photosOf(db, row.id);
          expect(more).toEqual([]);
          expect(photo).toMatchObject({ position: 0, width: 40, height: 30 });
          expect(photo?.baseUrl).toMatch(/^\/media\/uploads\/products\//);
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'DELETE /api/v1/merchant/stores/:storeId/products/:productId/images/:imageId',
    actor: 'the store owner',
    guards: 'which photo goes: the one in the path, of this product (the route reads no body)',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { row, photos } = await productWithPhotos(setup, 'Mass Assignment Nihari', 2);
      const [first, second] = photos;
      const otherProducts = await watchOtherStoresProducts(db, row.companyId);
      const response = await setup.checkout.testApp.app.inject({
        method: 'DELETE',
        url: `/api/v1/merchant/stores/${BIRYANI}/products/${row.queryId}/images/${first?.queryId}`,
        headers: { authorization: `Bearer ${setup.team.owner.token}` },
        payload: { ...photoClaims(setup), ...inBothSpellings({ image_id: second?.queryId }) },
      });
      return {
        response,
        async expectStored() {
          const left = await photosOf(db, row.id);
          expect(left.map((photo) => photo.queryId)).toEqual([second?.queryId]);
          expect(left[0]?.baseUrl).toBe(second?.baseUrl);
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/merchant/stores/:storeId/products/:productId/images/order',
    actor: 'the store owner',
    guards: 'only the order changes: each photo’s product and files stay',
    treatment: 'strips',
    async attempt(setup) {
      const db = setup.db();
      const { row, photos } = await productWithPhotos(setup, 'Mass Assignment Paya', 2);
      const [first, second] = photos;
      const otherProducts = await watchOtherStoresProducts(db, row.companyId);
      const response = await setup.checkout.testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/merchant/stores/${BIRYANI}/products/${row.queryId}/images/order`,
        headers: { authorization: `Bearer ${setup.team.owner.token}` },
        payload: { image_ids: [second?.queryId, first?.queryId], ...photoClaims(setup) },
      });
      return {
        response,
        async expectStored() {
          const reordered = await photosOf(db, row.id);
          const expected = [second, first];
          expect(reordered.map((photo) => photo.queryId)).toEqual(
            expected.map((photo) => photo?.queryId),
          );
          expect(reordered.map((photo) => photo.baseUrl)).toEqual(
            expected.map((photo) => photo?.baseUrl),
          );
          await otherProducts.expectUnchanged();
        },
      };
    },
  },
];
