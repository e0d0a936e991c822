import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { invoices } from '../../db/schema/index.js';
import {
  SERVER_START_TIMEOUT_MS,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.js';
import {
  createBlankPostgresDatabase,
  hasPostgres,
  type BlankPostgresDatabase,
} from '../../test/test-database.js';
import { insertShopperWithAddress } from '../orders/events/testing/place-order-for.js';
import { insertStockedProduct } from './testing/checkout-fixture.js';
import {
  halfDonePlacements,
  NOTHING_HALF_DONE,
  stockLedgerOf,
  stockOf,
} from './testing/checkout-inspect.js';
import {
  createInvoiceOn,
  insertServerCheckoutFixture,
  placeOn,
  type Placement,
} from './testing/server-checkout.js';

const SHOPPERS = 240;
const UNITS = 1_000;
/** Placements in flight at once while the process is killed. */
const IN_FLIGHT = 24;
/** The process is killed once this many placements have been answered. */
const KILL_AFTER = 60;
/** Shoppers buy one, two or three units in turn. */
const quantityOf = (shopper: number) => 1 + (shopper % 3);

let blank: BlankPostgresDatabase | undefined;
let database: Database | undefined;
const servers: ServerProcess[] = [];

const db = () => {
  if (!database) throw new Error('the database is opened in beforeAll');
  return database.db;
};

/**
 * Places every invoice, `IN_FLIGHT` at a time, and SIGKILLs the server once `KILL_AFTER` have
 * been answered. Answers the placements that got no answer (the connection died with the process).
 */
async function placeUntilKilled(server: ServerProcess, placements: Placement[]) {
  const queue = [...placements];
  const unanswered: Placement[] = [];
  let answered = 0;
  let killed = false;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        const answer = await placeOn(server, next);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        answered += 1;
        if (answered === KILL_AFTER) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // fetch failed: no answer came
        if (killed) {
          unanswered.push(next, ...queue.splice(0));
        } else if (server.child.exitCode === null) {
          queue.unshift(next); // a connection dropped on a busy machine: place again, as a browser would
        } else {
          throw new Error('the server exited before it was killed', { cause: error });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await server.exited;
  return { answered, unanswered };
}

// A PostgreSQL server outlives the API process it serves; PGlite lives inside it.
describe.skipIf(!hasPostgres)('the API process killed in the middle of placements', () => {
  beforeAll(async () => {
    blank = await createBlankPostgresDatabase();
    database = await createDatabase({ databaseUrl: blank.url });
    await runMigrations(database);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
    await database?.close();
    await blank?.drop();
  });

  it(
    'leaves no order without its stock, no stock taken without an order and no half invoice; after a restart every placement completes once',
    async () => {
      const fixture = await insertServerCheckoutFixture(db());
      const product = await insertStockedProduct(db(), fixture, UNITS);

      const first = await startServerProcess({ DATABASE_URL: blank?.url });
      servers.push(first);
      const placements: Placement[] = [];
      for (let i = 0; i < SHOPPERS; i++) {
        const shopper = await insertShopperWithAddress(db());
        const created = await createInvoiceOn(first, shopper.token, product.queryId, quantityOf(i));
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const invoice = created.body.invoice as { query_id: string };
        placements.push({
          token: shopper.token,
          invoiceId: invoice.query_id,
          addressId: shopper.addressId,
        });
      }

      const killed = await placeUntilKilled(first, placements);
      expect(killed.answered).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(killed.unanswered.length).toBeGreaterThan(0);

      // What the killed process left: each placement whole or not begun.
      expect(await halfDonePlacements(db())).toEqual(NOTHING_HALF_DONE);
      const ledger = await stockLedgerOf(db(), product.id);
      // Every answered placement was committed; some unanswered ones may have been too.
      const placedAtKill = await db().select().from(invoices).where(eq(invoices.status, 'placed'));
      expect(placedAtKill.length).toBeGreaterThanOrEqual(killed.answered);
      expect(await stockOf(db(), product.queryId)).toBe(UNITS - ledger.ordered);

      // A new process: the shoppers who got no answer place again, and each gets one order.
      const second = await startServerProcess({ DATABASE_URL: blank?.url });
      servers.push(second);
      for (const placement of killed.unanswered) {
        const answer = await placeOn(second, placement);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }

      const placed = await db().select().from(invoices).where(eq(invoices.status, 'placed'));
      expect(placed).toHaveLength(SHOPPERS);
      const ordered = placements.reduce((units, _, i) => units + quantityOf(i), 0);
      expect(await stockLedgerOf(db(), product.id)).toEqual({ ordered, cancelled: 0 });
      expect(await stockOf(db(), product.queryId)).toBe(UNITS - ordered);
      expect(await halfDonePlacements(db())).toEqual(NOTHING_HALF_DONE);
    },
    2 * SERVER_START_TIMEOUT_MS + 60_000,
  );
});
