import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createDatabase, type Database } from '../../../../db/client.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  CHECKOUT_NOW,
  insertCheckoutFixture,
  type CheckoutFixture,
} from '../../../invoices/testing/checkout-fixture.js';
import { openEventStream, type SseReader } from './sse-reader.js';
import { listeningUrl, raiseStock } from './use-order-events-test-app.js';

interface TwoInstances {
  streaming: TestApp;
  placing: TestApp;
  fixture: CheckoutFixture;
  product: string;
  streamingUrl: string;
}

/**
 * The per-file setup of the tests across instances (PostgreSQL only): two API instances on one
 * database, each with its own pool as two processes have, both listening; the checkout fixture
 * with its product's stock raised; the clock the routes read frozen at CHECKOUT_NOW. Streams are
 * opened on `streaming` (and closed after the test); orders go through `placing`.
 */
export function useTwoInstances() {
  let streaming: TestApp | undefined;
  let placingDatabase: Database | undefined;
  let placing: TestApp | undefined;
  let current: TwoInstances | undefined;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    streaming = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    if (streaming.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    // A second pool on the same database: what another API process would have.
    placingDatabase = await createDatabase({ databaseUrl: streaming.database.connectionString });
    placing = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' }, database: placingDatabase });
    const fixture = await insertCheckoutFixture(placingDatabase.db);
    const product = await raiseStock(placing, fixture);
    const streamingUrl = await listeningUrl(streaming);
    await listeningUrl(placing);
    current = { streaming, placing, fixture, product, streamingUrl };
  });
  afterAll(async () => {
    await placing?.close();
    await placingDatabase?.close();
    await streaming?.close();
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHECKOUT_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const reader of readers.splice(0)) reader.close();
  });

  const set = (): TwoInstances => {
    if (!current) throw new Error('the instances are only built in beforeAll');
    return current;
  };
  return {
    get streaming(): TestApp {
      return set().streaming;
    },
    get placing(): TestApp {
      return set().placing;
    },
    get fixture(): CheckoutFixture {
      return set().fixture;
    },
    /** The product every order of these tests buys (its stock is raised for them). */
    get product(): string {
      return set().product;
    },
    /** Opens the stream at this path on `streaming` and waits for its `retry:` hint. */
    async open(path: string, token: string): Promise<SseReader> {
      const reader = await openEventStream(`${set().streamingUrl}${path}`, { token });
      readers.push(reader);
      expect(reader.status).toBe(200);
      await reader.waitFor((frame) => frame.retry !== undefined);
      return reader;
    },
  };
}
