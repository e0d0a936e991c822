import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.js';
import type { CheckoutClient } from '../../modules/invoices/testing/checkout-client.js';
import {
  insertStockedProduct,
  type CheckoutFixture,
  type Shopper,
} from '../../modules/invoices/testing/checkout-fixture.js';
import { insertStoreMember } from '../../modules/merchant/dashboard/testing/store-members.js';
import { placeStoreOrder } from '../../modules/merchant/orders/testing/place-store-order.js';
import { createProductImagesClient } from '../../modules/merchant/products/images/testing/product-images-client.js';
import { createMerchantVouchersClient } from '../../modules/merchant/vouchers/testing/merchant-vouchers-client.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import type { StoreAObjects, StoreBObjects } from './world-shape.js';

/** A fresh product of store A with this many photos uploaded by its owner: their ids. */
async function photographedProduct(
  app: FastifyInstance,
  db: AppDb,
  fixture: CheckoutFixture,
  owner: Shopper,
  photos: { count: number; png: Uint8Array },
) {
  const product = await insertStockedProduct(db, fixture, 5);
  const images = createProductImagesClient(() => app);
  const imageIds: string[] = [];
  for (let i = 0; i < photos.count; i += 1) {
    const uploaded = await images.uploaded(
      owner.token,
      STORES.biryani.queryId,
      product.queryId,
      photos.png,
    );
    imageIds.push(uploaded.images.at(-1)?.query_id ?? 'missing-image');
  }
  return { productId: product.queryId, imageIds };
}

export interface StoreAContext {
  app: FastifyInstance;
  db: AppDb;
  fixture: CheckoutFixture;
  owner: Shopper;
  png: Uint8Array;
}

/** Store A's photos, voucher and members; its product and orders come with shopper A's. */
export async function insertStoreAObjects(
  { app, db, fixture, owner, png }: StoreAContext,
  shopperObjects: { productId: string; orderId: string; orderToMove: string },
): Promise<StoreAObjects> {
  const photographed = await photographedProduct(app, db, fixture, owner, { count: 2, png });
  const single = await photographedProduct(app, db, fixture, owner, { count: 1, png });
  const { companyIds } = fixture;
  return {
    queryId: STORES.biryani.queryId,
    ownerId: owner.queryId,
    ...shopperObjects,
    categoryId: fixture.categoryIds.rice,
    photographed,
    photoToDelete: { productId: single.productId, imageId: single.imageIds[0] ?? 'missing-image' },
    voucherId: fixture.voucherIds.BIRYANI20 ?? 0,
    memberToPromote: (await insertStoreMember(db, companyIds.biryani, 'staff')).queryId,
    memberToRemove: (await insertStoreMember(db, companyIds.biryani, 'staff')).queryId,
  };
}

/** Store B's own staff member, category, product, order (by shopper B) and voucher. */
export async function insertStoreBObjects(
  app: FastifyInstance,
  db: AppDb,
  client: CheckoutClient,
  fixture: CheckoutFixture,
  cast: { shopperB: Shopper; ownerB: Shopper },
): Promise<StoreBObjects> {
  const milk = fixture.productQueryIds.olpersMilk ?? 'missing-olpersMilk';
  const lines = [{ product_query_id: milk, quantity: 2 }];
  const order = await placeStoreOrder(db, client, cast.shopperB, lines, { store: 'grocer' });
  const vouchers = createMerchantVouchersClient(() => app);
  const voucher = await vouchers.created(cast.ownerB.token, STORES.grocer.queryId, {
    code: 'GROCER10',
    kind: 'percent',
    value: 10,
  });
  return {
    queryId: STORES.grocer.queryId,
    staffId: (await insertStoreMember(db, fixture.companyIds.grocer, 'staff')).queryId,
    categoryId: fixture.categoryIds.dairy,
    productId: milk,
    orderId: order.orderId,
    voucherId: voucher.id,
    voucherCode: voucher.code,
  };
}
