import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { products } from '../../../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createCheckoutClient } from '../../../invoices/testing/checkout-client.js';
import {
  CHECKOUT_NOW,
  insertCheckoutFixture,
  type CheckoutFixture,
} from '../../../invoices/testing/checkout-fixture.js';
import { orderEventsRoutes } from '../order-events.routes.js';
import { openEventStream, type OpenStreamOptions, type SseReader } from './sse-reader.js';

/** A second copy of the route, with a short heartbeat, for the heartbeat test. */
export const QUICK_HEARTBEAT_PREFIX = '/quick-heartbeat';
export const QUICK_HEARTBEAT_MS = 100;

export const EVENTS_PATH = '/api/v1/users/orders/events';

/** The product every order of these tests buys (its stock is raised for them). */
export const PRODUCT_KEY = 'chickenBiryani';

export async function listeningUrl(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function raiseStock(testApp: TestApp, fixture: CheckoutFixture): Promise<string> {
  const productQueryId = fixture.productQueryIds[PRODUCT_KEY] ?? `missing-${PRODUCT_KEY}`;
  await testApp.database.db
    .update(products)
    .set({ quantity: 10_000 })
    .where(eq(products.queryId, productQueryId));
  return productQueryId;
}

export interface OrderEventsTestAppOptions {
  /** More test-only routes, e.g. another stream with a short heartbeat. */
  beforeReady?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The per-file setup of the stream tests: a listening app on a fresh database with the checkout
 * fixture, the clock the routes read frozen at CHECKOUT_NOW (every store open), and the streams
 * a test opens closed after it.
 */
export function useOrderEventsTestApp(options: OrderEventsTestAppOptions = {}) {
  let current: { testApp: TestApp; fixture: CheckoutFixture; url: string; product: string };
  const readers: SseReader[] = [];

  beforeAll(async () => {
    const testApp = await buildTestApp({
      env: { RATE_LIMIT_MAX: '0' },
      beforeReady: async (app) => {
        await app.register(orderEventsRoutes, {
          prefix: `${QUICK_HEARTBEAT_PREFIX}/api/v1`,
          heartbeatIntervalMs: QUICK_HEARTBEAT_MS,
        });
        await options.beforeReady?.(app);
      },
    });
    const fixture = await insertCheckoutFixture(testApp.database.db);
    const product = await raiseStock(testApp, fixture);
    current = { testApp, fixture, product, url: await listeningUrl(testApp) };
  });
  afterAll(() => current.testApp.close());

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const reader of readers.splice(0)) reader.close();
  });

  return {
    get testApp() {
      return current.testApp;
    },
    get db() {
      return current.testApp.database.db;
    },
    get fixture() {
      return current.fixture;
    },
    get url() {
      return current.url;
    },
    get product() {
      return current.product;
    },
    client: createCheckoutClient(() => current.testApp.app),
    /** Opens the stream over HTTP; closed after the test. */
    async open(options: OpenStreamOptions = {}, path = EVENTS_PATH): Promise<SseReader> {
      const reader = await openEventStream(`${current.url}${path}`, options);
      readers.push(reader);
      return reader;
    },
  };
}
