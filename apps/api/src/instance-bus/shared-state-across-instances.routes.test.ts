import type { Product } from '@sauda/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_LIMITS } from '../modules/auth/auth-rate-limits.js';
import { createAccountsClient, uniqueNumber } from '../modules/auth/testing/accounts-client.js';
import { createCheckoutClient } from '../modules/invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertAddress,
  insertCheckoutFixture,
  insertShopper,
} from '../modules/invoices/testing/checkout-fixture.js';
import {
  insertStoreTeam,
  type StoreTeam,
} from '../modules/merchant/orders/testing/merchant-members.js';
import { createMerchantProductsClient } from '../modules/merchant/products/testing/merchant-products-client.js';
import { createStaffClient } from '../modules/merchant/staff/testing/staff-client.js';
import { countQueries } from '../test/count-queries.js';
import { hasPostgres } from '../test/test-database.js';
import { useTwoApps } from './testing/use-two-apps.js';
import { wordHeard } from './testing/word-heard.js';

const STORE = 'store-biryani';
const PRODUCT = 'product-chickenBiryani';

// Only a PostgreSQL server has other processes (instances) to tell.
describe.skipIf(!hasPostgres)('shared state across instances (PostgreSQL only)', () => {
  const apps = useTwoApps({ RATE_LIMIT_MAX: '300' });
  let team: StoreTeam;

  beforeAll(async () => {
    const { companyIds } = await insertCheckoutFixture(apps.a.database.db);
    team = await insertStoreTeam(apps.a.database.db, companyIds.biryani, companyIds.grocer);
  });

  /** Resolves at B's next catalog_changed message; fails after a second. */
  const catalogWordOnB = () => wordHeard(apps.b.app.instanceBus, 'catalog_changed');

  async function productOnB(): Promise<Product> {
    const response = await apps.b.app.inject({ method: 'GET', url: `/api/v1/products/${PRODUCT}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ product: Product }>().product;
  }
  const productNameOnB = async () => (await productOnB()).name;

  it('a product renamed through A shows on B without waiting for B’s cache to expire', async () => {
    expect(await productNameOnB()).toBe('Chicken Biryani Single');
    expect(await productNameOnB(), 'from B’s cache').toBe('Chicken Biryani Single');
    const heardOnB = catalogWordOnB();

    const merchantA = createMerchantProductsClient(() => apps.a.app);
    await merchantA.patched(team.owner.token, STORE, PRODUCT, { name: 'Chicken Biryani Deluxe' });

    await heardOnB();
    expect(await productNameOnB()).toBe('Chicken Biryani Deluxe');
  });

  it('an order placed through A shows its stock on B at once, and B keeps its store listing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
    try {
      const { db } = apps.a.database;
      const shopper = await insertShopper(db);
      const addressId = await insertAddress(db, shopper.userId);
      const checkoutA = createCheckoutClient(() => apps.a.app);
      const line = { product_query_id: PRODUCT, quantity: 2 };
      const invoice = await checkoutA.created(shopper.token, [line]);
      const listingOnB = () =>
        apps.b.app.inject({ method: 'GET', url: '/api/v1/companies?industry_id=1' });
      const stockBefore = (await productOnB()).quantity;
      await listingOnB();
      const heardOnB = wordHeard(apps.b.app.instanceBus, 'stock_changed');

      await checkoutA.placed(shopper.token, invoice.query_id, checkoutA.placeBody(addressId));

      await heardOnB();
      expect(await countQueries(apps.b.database, listingOnB), 'listing from B’s cache').toBe(0);
      expect((await productOnB()).quantity).toBe(stockBefore - 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a member removed through A has no access through B on the next request', async () => {
    const ordersOnB = () =>
      apps.b.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/stores/${STORE}/orders`,
        headers: { authorization: `Bearer ${team.staff.token}` },
      });
    expect((await ordersOnB()).statusCode).toBe(200);

    const removed = await createStaffClient(() => apps.a.app).remove(
      team.owner.token,
      STORE,
      team.staff.queryId,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    expect((await ordersOnB()).statusCode).toBe(404);
  });

  it('counts the sign-in limit across both instances', async () => {
    const limit = AUTH_RATE_LIMITS.authenticate;
    const clients = [
      createAccountsClient(() => apps.a.app),
      createAccountsClient(() => apps.b.app),
    ];
    // A different unknown number each time: the per-number lock never trips, only the IP limit.
    const attempt = (i: number) => clients[i % 2]?.login(uniqueNumber(9_000 + i), '000000');

    for (let i = 0; i < limit; i++) {
      const answer = await attempt(i);
      expect(answer?.statusCode, `attempt ${i + 1}`).not.toBe(429);
    }

    for (const client of clients) {
      const refused = await client.login(uniqueNumber(9_999), '000000');
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    }
  });
});
