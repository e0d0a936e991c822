import { eq } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { vi } from 'vitest';
import { addresses, formSubmissions } from '../../db/schema/index.js';
import { insertOperator } from '../../modules/admin/applications/testing/use-admin-test-app.js';
import { openSession } from '../../modules/auth/sessions.service.js';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { postForm, riderBody } from '../../modules/forms/testing/forms-client.js';
import { createCheckoutClient } from '../../modules/invoices/testing/checkout-client.js';
import {
  CHANNELS,
  CHECKOUT_NOW,
  CLIFTON,
  insertAddress,
  insertCheckoutFixture,
  insertShopper,
  type CheckoutFixture,
  type Shopper,
} from '../../modules/invoices/testing/checkout-fixture.js';
import { insertMember } from '../../modules/merchant/stores/testing/store-members.js';
import { placeStoreOrder } from '../../modules/merchant/orders/testing/place-store-order.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { recordRoutes, type RegisteredRoute } from '../../test/registered-routes.js';

/** Who sends a request: a signed-in kind of user, or nobody. */
export type Actor = 'shopper' | 'guest' | 'owner' | 'staff' | 'operator' | 'nobody';

export const SIGNED_IN_ACTORS = ['shopper', 'guest', 'owner', 'staff', 'operator'] as const;

export interface FuzzWorld {
  app: FastifyInstance;
  testApp: TestApp;
  routes: RegisteredRoute[];
  /** Values that exist, by field or path parameter name. */
  known(name: string): readonly unknown[] | undefined;
  /** The actor's bearer token; `fresh`, a session of its own that the request may end. */
  tokenOf(actor: Actor, fresh?: boolean): Promise<string | undefined>;
  /** New sessions for every actor, in case a request ended one. */
  renewSessions(): Promise<void>;
  /** How many requests reached a route handler so far: past auth, parsing and the schema. */
  handlerCalls(): number;
  close(): Promise<void>;
}

interface Cast {
  shopper: Shopper;
  guest: Shopper;
  owner: Shopper;
  staff: Shopper;
  operator: Shopper;
}

async function insertCast(testApp: TestApp, fixture: CheckoutFixture): Promise<Cast> {
  const db = testApp.database.db;
  const store = [fixture.companyIds.biryani];
  return {
    shopper: await insertShopper(db),
    guest: await insertShopper(db, { isGuest: true }),
    owner: await insertMember(db, 'owner', store, 'Usman Owner'),
    staff: await insertMember(db, 'staff', store, 'Sana Staff'),
    operator: await insertOperator(db),
  };
}

/** A placed order, an open invoice and a saved address of the shopper; an application. */
async function insertShopperHistory(testApp: TestApp, fixture: CheckoutFixture, cast: Cast) {
  const db = testApp.database.db;
  const client = createCheckoutClient(() => testApp.app);
  const line = { product_query_id: fixture.productQueryIds.chickenBiryani ?? '', quantity: 2 };
  const placed = await placeStoreOrder(db, client, cast.shopper, [line]);
  const open = await client.created(cast.shopper.token, [line]);
  const addressId = await insertAddress(db, cast.shopper.userId);
  const [address] = await db
    .select({ queryId: addresses.queryId })
    .from(addresses)
    .where(eq(addresses.id, addressId));
  await postForm(testApp.app, 'rider', riderBody());
  const applications = await db.select({ queryId: formSubmissions.queryId }).from(formSubmissions);
  return {
    orderId: placed.orderId,
    invoiceIds: [open.query_id, placed.invoice.query_id],
    addressId,
    addressQueryId: address?.queryId ?? '',
    applicationIds: applications.map((row) => row.queryId),
  };
}

type History = Awaited<ReturnType<typeof insertShopperHistory>>;

function knownValues(fixture: CheckoutFixture, cast: Cast, history: History) {
  const stores = [STORES.biryani.queryId, STORES.tikka.queryId, STORES.hidden.queryId];
  const products = Object.values(fixture.productQueryIds);
  const voucherIds = Object.values(fixture.voucherIds);
  const table: Record<string, readonly unknown[]> = {
    userId: [cast.shopper.queryId, cast.guest.queryId, cast.owner.queryId],
    queryId: [...stores, ...products, history.addressQueryId],
    invoiceId: history.invoiceIds,
    orderId: [history.orderId],
    storeId: stores,
    productId: products,
    voucherId: voucherIds,
    voucher_id: voucherIds,
    memberId: [cast.staff.queryId, cast.shopper.queryId],
    lat: [CLIFTON.lat],
    long: [CLIFTON.long],
    type: ['home', 'work', 'other'],
    applicationId: history.applicationIds,
    index: [0, 1],
    form: ['rider', 'merchant', 'career', 'newsletter', 'contact'],
    kind: ['industry', 'product', 'store', 'banner'],
    industry: ['food', 'grocery'],
    file: ['food.svg', 'chicken-biryani.svg'],
    organization_query_id: stores,
    merchant_query_id: stores,
    store_id: stores,
    product_query_id: products,
    address_id: [history.addressId],
    query_id: [history.addressQueryId],
    channel_query_id: Object.values(CHANNELS),
    voucher_code: Object.keys(fixture.voucherIds),
    category_id: Object.values(fixture.categoryIds),
    sub_category_id: Object.values(fixture.subCategoryIds),
    industry_id: [1, 2],
    user_id: [cast.shopper.queryId],
    // Fields whose rules are refinements the JSON schema cannot show: values that pass them.
    password: ['123456', 'Sauda2026', 'a1b2c3d4e5f6g7h8i9j0'],
    full_name: ['Ayesha Khan', 'عائشہ خان'],
    email: ['ayesha@example.com', ''],
    dob: ['1995-03-14'],
    query: ['biryani', 'doodh', 'Karachi'],
    value: [10, 150.5],
    cap: [null, 300],
    minimum: [0, 500],
    starts_at: [null],
    ends_at: [null, '2027-01-01T00:00:00Z'],
    from: ['2026-11-01'],
    to: ['2026-11-30'],
    date: ['2026-11-18', '2026-12-25'],
  };
  return (name: string) => table[name];
}

/**
 * Records each route as it is registered and counts the requests that reach its handler: a
 * last preHandler of the route's own, which runs once auth, parsing and the schema let the
 * request through (a plugin may still swap the handler itself, as the API docs' JSON does).
 */
function countingRoutes() {
  const { routes, onRoute } = recordRoutes();
  const counted = {
    routes,
    handlerCalls: 0,
    onRoute(options: RouteOptions) {
      onRoute(options);
      const own = options.preHandler ?? [];
      const countReached: preHandlerAsyncHookHandler = () => {
        counted.handlerCalls += 1;
        return Promise.resolve();
      };
      options.preHandler = [...(Array.isArray(own) ? own : [own]), countReached];
    },
  };
  return counted;
}

/**
 * One app for a fuzz file, on its own database: the checkout fixture, a cast of every kind of
 * user, the shopper's order, open invoice and address, and an application, with the clock the
 * routes read frozen at a time when the stores are open. The rate limit is off
 * (RATE_LIMIT_MAX=0): thousands of requests must reach the routes, not answer 429.
 */
export async function buildFuzzWorld(): Promise<FuzzWorld> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(CHECKOUT_NOW);
  const counted = countingRoutes();
  const testApp = await buildTestApp({
    onRoute: (options) => counted.onRoute(options),
    // Errors only: a 500 found prints its cause beside the counterexample.
    env: { RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' },
  });
  const db = testApp.database.db;
  const fixture = await insertCheckoutFixture(db);
  const cast = await insertCast(testApp, fixture);
  const history = await insertShopperHistory(testApp, fixture, cast);
  const client = { ip: '127.0.0.1', userAgent: 'fuzz' };
  const newSession = (actor: Exclude<Actor, 'nobody'>) =>
    openSession(db, cast[actor].userId, new Date(), client);
  const tokens = new Map<Actor, string>();
  return {
    app: testApp.app,
    testApp,
    routes: counted.routes,
    known: knownValues(fixture, cast, history),
    tokenOf: async (actor, fresh = false) => {
      if (actor === 'nobody') return undefined;
      return fresh ? newSession(actor) : (tokens.get(actor) ?? cast[actor].token);
    },
    renewSessions: async () => {
      for (const actor of SIGNED_IN_ACTORS) tokens.set(actor, await newSession(actor));
    },
    handlerCalls: () => counted.handlerCalls,
    close: async () => {
      await testApp.close();
      vi.useRealTimers();
    },
  };
}
