import type { Invoice } from '@sauda/domain';
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
import { countVoucherUses, ordersOf, stockOf } from './testing/checkout-inspect.js';
import { useCheckoutTestApp } from './testing/use-checkout-test-app.js';

const checkout = useCheckoutTestApp();
const { client } = checkout;

const db = () => checkout.testApp.database.db;

/** Units of the contested product; five more buyers than units… */
const UNITS = 5;
const BUYERS = UNITS + 20;
/** …in this many rounds, each with a fresh product. */
const ROUNDS = 20;

interface Buyer extends Shopper {
  addressId: number;
}

const buyers: Buyer[] = [];

// PGlite runs one transaction at a time: only a PostgreSQL server can race placements.
describe.skipIf(!hasPostgres)('simultaneous placements (PostgreSQL only)', () => {
  beforeAll(async () => {
    for (let i = 0; i < BUYERS; i++) {
      const shopper = await insertShopper(db());
      buyers.push({ ...shopper, addressId: await insertAddress(db(), shopper.userId) });
    }
  });

  it(`${BUYERS} buyers for ${UNITS} units, ${ROUNDS} times: exactly ${UNITS} orders each time`, async () => {
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

      const statuses = responses.map((response) => response.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toHaveLength(UNITS);
      expect(
        statuses.filter((status) => status === 409),
        `round ${round}`,
      ).toHaveLength(BUYERS - UNITS);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(errorOf(response).code).toBe('out_of_stock');
      }
      expect(await stockOf(db(), stocked.queryId)).toBe(0);
    }
  });

  it('a voucher with a total limit of 3, placed by 10 users at once, is used exactly 3 times', async () => {
    const [voucher] = await db()
      .insert(vouchers)
      .values({
        code: 'FIRSTTHREE',
        name: 'Rs 50 off, three times in all',
        discountType: 'amount',
        discountValue: 5_000,
        totalLimit: 3,
      })
      .returning({ id: vouchers.id });
    const voucherId = voucher?.id ?? 0;
    const racers = buyers.slice(0, 10);
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

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(errorOf(response)).toMatchObject({ code: 'voucher_invalid', reason: 'total_limit' });
    }
    expect(await countVoucherUses(db(), voucherId)).toBe(3);
  });

  it('the same invoice placed 10 times at once makes one order and takes stock once', async () => {
    const stocked = await insertStockedProduct(db(), checkout.fixture, 10);
    const [buyer] = buyers;
    if (!buyer) throw new Error('no buyer');
    const invoice = await client.created(buyer.token, [
      { product_query_id: stocked.queryId, quantity: 3 },
    ]);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.place(buyer.token, invoice.query_id, client.placeBody(buyer.addressId)),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const orderIds = new Set(
      responses.map((response) => response.json<{ invoice: Invoice }>().invoice.order?.query_id),
    );
    expect(orderIds.size).toBe(1);
    expect(await ordersOf(db(), invoice.query_id)).toHaveLength(1);
    expect(await stockOf(db(), stocked.queryId)).toBe(7);
  });
});
