import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { insertStockedProduct } from '../modules/invoices/testing/checkout-fixture.js';
import {
  createInvoiceOn,
  insertServerCheckoutFixture,
  placeOn,
} from '../modules/invoices/testing/server-checkout.js';
import { insertShopperWithAddress } from '../modules/orders/events/testing/place-order-for.js';
import { openEventStream, type SseReader } from '../modules/orders/events/testing/sse-reader.js';
import {
  SERVER_START_TIMEOUT_MS,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.js';
import { hasPostgres } from '../test/test-database.js';
import { createDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const run = promisify(execFile);
/** The throwaway cluster of CI, also used here: this test restarts a server of its own. */
const CLUSTER_SCRIPT = fileURLToPath(
  new URL('../../../../scripts/ci-postgres.mjs', import.meta.url),
);

/** Calls are answered normally again within this long after PostgreSQL is back. */
const RECOVERY_MS = 5_000;
/** How long the load goes on after that. */
const AFTER_RECOVERY_MS = 3_000;
const CALLERS = 4;

const POSTGRES_VERSIONS = '/usr/lib/postgresql';
/** Debian's server binaries, which the cluster script starts a server with. */
const canStartPostgres =
  existsSync(POSTGRES_VERSIONS) &&
  readdirSync(POSTGRES_VERSIONS).some((version) =>
    existsSync(`${POSTGRES_VERSIONS}/${version}/bin/pg_ctl`),
  );

interface Cluster {
  url: string;
  dir: string;
}

async function startCluster(): Promise<Cluster> {
  const { stdout } = await run(process.execPath, [CLUSTER_SCRIPT, 'start']);
  const url = /SAUDA_CI_PG_URL='([^']+)'/.exec(stdout)?.[1];
  const dir = /SAUDA_CI_PG_DIR='([^']+)'/.exec(stdout)?.[1];
  if (!url || !dir) throw new Error(`no cluster started: ${stdout}`);
  return { url, dir };
}

/** One shopper's invoices created one after another by a few callers, each answer timed. */
function loadOf(server: ServerProcess, token: string, productQueryId: string) {
  const answers: { at: number; status: number }[] = [];
  let running = true;
  const caller = async () => {
    while (running) {
      const at = Date.now();
      const status = await createInvoiceOn(server, token, productQueryId, 1).then(
        (answer) => answer.status,
        () => 0,
      );
      answers.push({ at, status });
    }
  };
  const callers = Array.from({ length: CALLERS }, caller);
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(callers);
    },
  };
}

let cluster: Cluster | undefined;
let server: ServerProcess | undefined;
let stream: SseReader | undefined;

// The CI's PostgreSQL binaries start a cluster of its own for this test, which it restarts.
describe.skipIf(!hasPostgres || !canStartPostgres)('PostgreSQL restarted under load', () => {
  afterAll(async () => {
    stream?.close();
    await server?.dispose();
    if (cluster) await run(process.execPath, [CLUSTER_SCRIPT, 'stop', cluster.dir]);
  });

  it(
    'answers normally again within seconds of PostgreSQL coming back, and live order events flow again',
    async () => {
      cluster = await startCluster();
      const database = await createDatabase({ databaseUrl: cluster.url });
      await runMigrations(database);
      const fixture = await insertServerCheckoutFixture(database.db);
      const product = await insertStockedProduct(database.db, fixture, 100_000);
      const shopper = await insertShopperWithAddress(database.db);
      await database.close();

      server = await startServerProcess({ DATABASE_URL: cluster.url });
      const load = loadOf(server, shopper.token, product.queryId);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await run(process.execPath, [CLUSTER_SCRIPT, 'restart', cluster.dir]);
      const backAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS + AFTER_RECOVERY_MS));
      await load.stop();

      // The process lives through it: a connection in use when the server went away once crashed it.
      expect(server.child.exitCode).toBeNull();
      const settled = load.answers.filter((answer) => answer.at >= backAt + RECOVERY_MS);
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.filter((answer) => answer.status !== 201)).toEqual([]);
      expect(load.answers.filter((answer) => answer.at < backAt).length).toBeGreaterThan(0);

      // The instance listens for order events again: a new order reaches a shopper's stream.
      stream = await openEventStream(`${server.url}/api/v1/users/orders/events`, {
        token: shopper.token,
      });
      await stream.waitFor((frame) => frame.retry !== undefined);
      const created = await createInvoiceOn(server, shopper.token, product.queryId, 1);
      const invoiceId = (created.body.invoice as { query_id: string }).query_id;
      const placed = await placeOn(server, {
        token: shopper.token,
        invoiceId,
        addressId: shopper.addressId,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      await stream.waitFor((frame) => frame.data?.includes(invoiceId) ?? false, 10_000);
    },
    SERVER_START_TIMEOUT_MS + 60_000,
  );
});
