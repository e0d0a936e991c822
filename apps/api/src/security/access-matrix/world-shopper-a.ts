import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { cliftonAddress } from '../../modules/addresses/testing/clifton-address.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import type { CheckoutClient } from '../../modules/invoices/testing/checkout-client.js';
import { insertAddress, type Shopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { placeStoreOrder } from '../../modules/merchant/orders/testing/place-store-order.js';
import { injectWithToken } from '../../test/inject-with-token.js';
import type { ShopperAObjects } from './world-shape.js';

async function savedAddress(app: FastifyInstance, shopper: Shopper, name: string) {
  const body = { address: cliftonAddress({ name }) };
  const response = await injectWithToken(app, 'POST', 'users/create_address', shopper.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ address: { query_id: string } }>().address.query_id;
}

/** Shopper A's addresses, open invoices (at store B and A) and pending orders at store A. */
export async function insertShopperAObjects(
  app: FastifyInstance,
  db: AppDb,
  client: CheckoutClient,
  shopper: Shopper,
  products: { storeA: string; storeB: string },
): Promise<ShopperAObjects & { orderToMove: string }> {
  const one = [{ product_query_id: products.storeA, quantity: 1 }];
  const placed = await placeStoreOrder(db, client, shopper, one);
  const orderToCancel = await placeStoreOrder(db, client, shopper, one);
  const orderToMove = await placeStoreOrder(db, client, shopper, one);
  // A new invoice replaces the user's open one at its store: one open invoice per store, made
  // after the orders. Four units at store B pass SAUDA100's minimum of PKR 1,000.
  const four = [{ product_query_id: products.storeB, quantity: 4 }];
  return {
    queryId: shopper.queryId,
    addressToEdit: await savedAddress(app, shopper, 'Office'),
    addressToDelete: await savedAddress(app, shopper, 'Parents'),
    deliveryAddressId: await insertAddress(db, shopper.userId),
    openInvoice: (await client.created(shopper.token, four, STORES.grocer.queryId)).query_id,
    invoiceToPlace: (await client.created(shopper.token, one)).query_id,
    placed: { invoiceId: placed.invoice.query_id, orderId: placed.orderId },
    orderToCancel: orderToCancel.orderId,
    orderToMove: orderToMove.orderId,
  };
}
