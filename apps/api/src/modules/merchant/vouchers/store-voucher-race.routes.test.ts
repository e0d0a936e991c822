import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../../test/test-database.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import { countVoucherUses } from '../../invoices/testing/checkout-inspect.js';
import { shopperWithInvoice } from './testing/store-voucher-orders.js';
import { STORE_ID, useMerchantVouchersTestApp } from './testing/use-merchant-vouchers-test-app.js';

const setup = useMerchantVouchersTestApp();

/** The voucher's total limit, and how many more shoppers than that place at once. */
const LIMIT = 5;
const SHOPPERS = LIMIT + 20;

// PGlite runs one transaction at a time: only a PostgreSQL server can race placements. Run with
// DATABASE_URL=postgres://… npx vitest run --project api <this file>.
describe.skipIf(!hasPostgres)(
  'a store voucher’s total limit under a race (PostgreSQL only)',
  () => {
    it(`${SHOPPERS} shoppers for a limit of ${LIMIT}: exactly ${LIMIT} uses, the rest refused cleanly`, async () => {
      const voucher = await setup.vouchers.created(setup.team.owner.token, STORE_ID, {
        code: 'RACEFIVE',
        kind: 'fixed',
        value: 50,
        total_limit: LIMIT,
      });
      // A product each: only the voucher is shared, so only its row lock keeps the count. Every
      // shopper validates the code before anyone places, as when they all open checkout at once.
      const shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, () => shopperWithInvoice(setup)),
      );
      for (const shopper of shoppers) {
        const validated = await setup.checkout.validateVoucher(
          shopper.token,
          shopper.invoice.query_id,
          'racefive',
        );
        expect(validated.statusCode, validated.body).toBe(200);
      }

      const responses = await Promise.all(
        shoppers.map((shopper) =>
          setup.checkout.place(
            shopper.token,
            shopper.invoice.query_id,
            setup.checkout.placeBody(shopper.addressId, { voucher_id: voucher.id }),
          ),
        ),
      );

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 400)).toHaveLength(SHOPPERS - LIMIT);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      for (const response of responses.filter((r) => r.statusCode === 400)) {
        expect(errorOf(response)).toMatchObject({ code: 'voucher_invalid', reason: 'total_limit' });
      }
      expect(await countVoucherUses(setup.db(), voucher.id)).toBe(LIMIT);
      const [listed] = (await setup.vouchers.listed(setup.team.owner.token, STORE_ID)).filter(
        (found) => found.id === voucher.id,
      );
      expect(listed).toMatchObject({ uses: LIMIT, status: 'used_up' });

      // A late shopper is refused already at validation.
      const late = await shopperWithInvoice(setup);
      const refused = await setup.checkout.validateVoucher(
        late.token,
        late.invoice.query_id,
        'RACEFIVE',
      );
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'voucher_invalid', reason: 'total_limit' });
    });
  },
);
