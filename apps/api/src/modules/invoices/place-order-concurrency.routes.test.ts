import type { Invoice } from '@sauda/domain';
import { CHECKOUT_MESSAGES } from '@sauda/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema/index.js';
import { hasPostgres } from '../../test/test-database.js';
import { errorOf } from './testing/checkout-client.js';
import {
  insertAddress,
  insertShopper,
  insertStockedProduct,
  type Shopper,
} from './testing/checkout-fixture.js';
import {
  countVoucherUses,
  halfDonePlacements,
  NOTHING_HALF_DONE,
  ordersOf,
  stockLedgerOf,
  stockOf,
} from './testing/checkout-inspect.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;

/** The last units of a product, and 200 shoppers placing an order for one of them at once… */
const UNITS = 10;
const BUYERS = 200;
/** …in this many rounds, each with a fresh product. */
const ROUNDS = 50;
/** Winners of each round who then cancel, so their units come back. */
const CANCELLING = 2;
/** Uses a voucher allows in all; fifty more shoppers than that place with it at once. */
const VOUCHER_LIMIT = 3;

interface Buyer extends Shopper {
  addressId: number;
}

const buyers: Buyer[] = [];

const statusesOf = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode);

// PGlite runs one transaction at a time: only a PostgreSQL server can race placements.
describe.skipIf(!hasPostgres)('simultaneous placements (PostgreSQL only)', () => {
  beforeAll(async () => {
    for (let i = 0; i < BUYERS; i++) {
      const shopper = await insertShopper(db());
      buyers.push({ ...shopper, addressId: await insertAddress(db(), shopper.userId) });
    }
  }, 60_000);

  it(`${BUYERS} shoppers for ${UNITS} units, ${ROUNDS} times: exactly ${UNITS} orders, every other a clean 409, nothing half done`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const stocked = await insertStockedProduct(db(), checkout.fixture, UNITS);
      const invoices = await Promise.all(
        buyers.map((buyer) =>
          client.created(buyer.token, [{ product_query_id: stocked.queryId, quantity: 1 }]),
        ),
      );

      const responses = await Promise.all(
        buyers.map((buyer, i) =>
          client.place(buyer.token, invoices[i]?.query_id ?? '', client.placeBody(buyer.addressId)),
        ),
      );

      const statuses = statusesOf(responses);
      expect(
        statuses.filter((status) => status >= 500),
        `round ${round}`,
      ).toEqual([]);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toHaveLength(UNITS);
      const losers = responses.filter((response) => response.statusCode !== 200);
      expect(losers, `round ${round}`).toHaveLength(BUYERS - UNITS);
      const name = invoices[0]?.invoice_items[0]?.product_name ?? '';
      for (const loser of losers) {
        expect(loser.statusCode).toBe(409);
        expect(errorOf(loser)).toMatchObject({
          code: 'out_of_stock',
          message: CHECKOUT_MESSAGES.outOfStock(name),
        });
      }

      const winners = responses.flatMap((response, i) =>
        response.statusCode === 200 ? [{ buyer: buyers[i]!, response }] : [],
      );
      const cancels = await Promise.all(
        winners.slice(0, CANCELLING).map(({ buyer, response }) => {
          const order = response.json<{ invoice: Invoice }>().invoice.order?.query_id ?? '';
          return client.send('POST', `users/orders/${order}/cancel`, buyer.token);
        }),
      );
      expect(statusesOf(cancels), `round ${round}`).toEqual(Array(CANCELLING).fill(200));

      // Stock = start − ordered + cancelled, and no order or invoice is left half placed.
      const ledger = await stockLedgerOf(db(), stocked.id);
      expect(ledger, `round ${round}`).toEqual({ ordered: UNITS, cancelled: CANCELLING });
      expect(await stockOf(db(), stocked.queryId)).toBe(UNITS - ledger.ordered + ledger.cancelled);
      expect(await halfDonePlacements(db()), `round ${round}`).toEqual(NOTHING_HALF_DONE);
    }
  }, 600_000);

  it(`a voucher with a total limit of ${VOUCHER_LIMIT}, placed by ${VOUCHER_LIMIT + 50} shoppers at once, is used exactly ${VOUCHER_LIMIT} times`, async () => {
    const [voucher] = await db()
      .insert(vouchers)
      .values({
        code: 'FIRSTTHREE',
        name: 'Rs 50 off, three times in all',
        discountType: 'amount',
        discountValue: 5_000,
        totalLimit: VOUCHER_LIMIT,
      })
      .returning({ id: vouchers.id });
    const voucherId = voucher?.id ?? 0;
    const racers = buyers.slice(0, VOUCHER_LIMIT + 50);
    // A product each: only the voucher is shared, so only its lock keeps the count.
    const invoices = await Promise.all(
      racers.map(async (buyer) => {
        const own = await insertStockedProduct(db(), checkout.fixture, 1);
        const invoice = await client.created(buyer.token, [
          { product_query_id: own.queryId, quantity: 1 },
        ]);
        const validated = await client.validateVoucher(buyer.token, invoice.query_id, 'FIRSTTHREE');
        expect(validated.statusCode, validated.body).toBe(200);
        return invoice;
      }),
    );

    const responses = await Promise.all(
      racers.map((buyer, i) =>
        client.place(
          buyer.token,
          invoices[i]?.query_id ?? '',
          client.placeBody(buyer.addressId, { voucher_id: voucherId }),
        ),
      ),
    );

    const statuses = statusesOf(responses);
    expect(statuses.filter((status) => status === 200)).toHaveLength(VOUCHER_LIMIT);
    expect(statuses.filter((status) => status === 400)).toHaveLength(50);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(errorOf(response)).toMatchObject({ code: 'voucher_invalid', reason: 'total_limit' });
    }
    expect(await countVoucherUses(db(), voucherId)).toBe(VOUCHER_LIMIT);
  });

  it('the same invoice placed 20 times at once makes one order, takes stock once and gives 20 identical answers', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 10);
    const [buyer] = buyers;
    if (!buyer) throw new Error('no buyer');
    const invoice = await client.created(buyer.token, [
      { product_query_id: stocked.queryId, quantity: 3 },
    ]);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.place(buyer.token, invoice.query_id, client.placeBody(buyer.addressId)),
      ),
    );

    expect(statusesOf(responses)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses[0]?.json<{ invoice: Invoice }>().invoice.order?.query_id).toBeTruthy();
    expect(await ordersOf(db(), invoice.query_id)).toHaveLength(1);
    expect(await stockOf(db(), stocked.queryId)).toBe(7);
  });
});
