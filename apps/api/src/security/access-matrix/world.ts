import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.js';
import { createCheckoutClient } from '../../modules/invoices/testing/checkout-client.js';
import {
  insertAddress,
  insertCheckoutFixture,
  insertStockedProduct,
} from '../../modules/invoices/testing/checkout-fixture.js';
import { makePng } from '../../modules/merchant/products/images/testing/product-photos.js';
import type { Tokens } from './actors.js';
import { insertApplications } from './world-applications.js';
import { insertCast, type SignedInCast } from './world-cast.js';
import { insertSingleUseGuests, type SingleUseGuests } from './world-guests.js';
import type { World } from './world-shape.js';
import { insertShopperAObjects } from './world-shopper-a.js';
import { insertStoreAObjects, insertStoreBObjects } from './world-stores.js';

export type { World } from './world-shape.js';

function tokensOf(cast: SignedInCast, guests: SingleUseGuests): Tokens {
  return {
    anonymous: undefined,
    ...Object.fromEntries(Object.entries(cast).map(([name, member]) => [name, member.token])),
    guestSigningUp: guests.signingUp.token,
    guestAskingAgain: guests.askingAgain.token,
    guestResending: guests.resending.token,
    guestVerifying: guests.verifying.token,
  } as Tokens;
}

/**
 * One world for the whole matrix, on an empty database with the clock at CHECKOUT_NOW: the
 * checkout fixture's stores, the cast, and each private object a route may name, built through
 * the routes their owners use wherever one exists.
 */
export async function buildWorld(app: FastifyInstance, db: AppDb): Promise<World> {
  const fixture = await insertCheckoutFixture(db);
  const cast = await insertCast(db, fixture);
  const guests = await insertSingleUseGuests(app, db);
  const client = createCheckoutClient(() => app);
  const product = await insertStockedProduct(db, fixture, 100);
  const { orderToMove, ...shopperA } = await insertShopperAObjects(app, db, client, cast.shopperA, {
    storeA: product.queryId,
    storeB: fixture.productQueryIds.olpersMilk ?? 'missing-olpersMilk',
  });
  const photo = await makePng(64, 64);
  const storeA = await insertStoreAObjects(
    { app, db, fixture, owner: cast.ownerA, png: photo },
    { productId: product.queryId, orderId: shopperA.placed.orderId, orderToMove },
  );
  return {
    tokens: tokensOf(cast, guests),
    shopperA,
    shopperB: { addressId: await insertAddress(db, cast.shopperB.userId) },
    guests: {
      signingUp: guests.signingUp.queryId,
      askingAgain: guests.askingAgain.queryId,
      resending: guests.resending.queryId,
      verifying: guests.verifying.queryId,
    },
    verificationCode: guests.verificationCode,
    storeA,
    storeB: await insertStoreBObjects(app, db, client, fixture, cast),
    applications: await insertApplications(app, cast.operator),
    photo,
  };
}
