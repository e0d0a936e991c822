import { expect } from 'vitest';
import { insertAddress, insertShopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { invoiceRow, ordersOf } from '../../modules/invoices/testing/checkout-inspect.js';
import type { OrdersTestApp } from '../../modules/orders/testing/use-orders-test-app.js';
import {
  basket,
  besideControl,
  cleanInvoice,
  stockOfBasket,
  type CleanInvoice,
} from './checkout-basket.js';
import { invoiceClaims, lineClaims } from './checkout-claims.js';
import { storedBill, watchCheckoutOf } from './checkout-rows.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { watchProducts } from './merchant-rows.js';

/** FREE15FIRST applied to the invoice, as the web applies it. */
async function applyFirstOrderVoucher(setup: OrdersTestApp, { shopper, invoice }: CleanInvoice) {
  const { client } = setup.checkout;
  const validated = await client.validateVoucher(shopper.token, invoice.query_id, 'FREE15FIRST');
  expect(validated.statusCode, validated.body).toBe(200);
}

/** The invoice placed for delivery to a Clifton address, as the web places it. */
async function placeAtClifton(setup: OrdersTestApp, { shopper, invoice }: CleanInvoice) {
  const { client } = setup.checkout;
  const addressId = await insertAddress(setup.db(), shopper.userId);
  return client.placed(shopper.token, invoice.query_id, client.placeBody(addressId));
}

/** Creating an invoice, applying a voucher, placing it: amounts come from the database only. */
export const checkoutCases: MassAssignmentCase<OrdersTestApp>[] = [
  {
    route: 'POST /api/v1/invoices',
    actor: 'a signed-in shopper',
    guards: 'every amount of the invoice and its lines, its state, owner, store and order number',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const db = setup.db();
      const { client, fixture } = setup.checkout;
      const control = await cleanInvoice(setup);
      const shopper = await insertShopper(db);
      const otherCheckout = await watchCheckoutOf(db, control.shopper.userId);
      const products = await watchProducts(db);
      const claims = invoiceClaims(control.shopper, fixture);
      const lines = basket(setup.checkout).map((line) => ({ ...line, ...lineClaims(fixture) }));
      const response = await client.create(shopper.token, lines, undefined, claims);
      return {
        response,
        async expectStored() {
          const queryId = response.json<{ invoice: { query_id: string } }>().invoice.query_id;
          expect(await storedBill(db, queryId)).toEqual(
            await storedBill(db, control.invoice.query_id),
          );
          expect(await invoiceRow(db, queryId)).toMatchObject({
            userId: shopper.userId,
            companyId: fixture.companyIds.biryani,
            status: 'open',
            shortOrderId: null,
            placedAt: null,
          });
          await otherCheckout.expectUnchanged();
          await products.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/invoices/:invoiceId/validate_voucher',
    actor: 'a shopper applying FREE15FIRST',
    guards: 'the voucher applied (the code’s own) and the discount and total it gives',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, fixture, control, shopper, invoice, otherCheckout } = await besideControl(
        setup,
        applyFirstOrderVoucher,
      );
      const claims = {
        ...invoiceClaims(control.shopper, fixture),
        ...inBothSpellings({ voucher_id: fixture.voucherIds.BIRYANI20, discount_amount: 99_999 }),
      };
      const response = await client.send(
        'PUT',
        `invoices/${invoice.query_id}/validate_voucher`,
        shopper.token,
        {
          invoice: { voucher_code: 'FREE15FIRST', ...claims },
          ...claims,
        },
      );
      return {
        response,
        async expectStored() {
          const bill = await storedBill(db, invoice.query_id);
          expect(bill).toEqual(await storedBill(db, control.invoice.query_id));
          expect(bill.voucherId).toBe(fixture.voucherIds.FREE15FIRST);
          await otherCheckout.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/invoices/:invoiceId/place_order',
    actor: 'a verified shopper placing a cash order',
    guards: 'the placed amounts, the order’s status and code, the stock taken (not sent lines)',
    treatment: 'strips',
    async attempt(setup) {
      const { db, client, fixture, control, shopper, invoice, otherCheckout } = await besideControl(
        setup,
        placeAtClifton,
      );
      const addressId = await insertAddress(db, shopper.userId);
      const stockBefore = await stockOfBasket(setup);
      const claims = {
        ...invoiceClaims(control.shopper, fixture),
        ...inBothSpellings({
          handover_code: '0000',
          commission_rate_bps: 0,
          order_status: 'order_delivered',
        }),
      };
      const sentLines = basket(setup.checkout).map((line) => ({
        ...line,
        quantity: 1,
        ...lineClaims(fixture),
      }));
      const response = await client.place(shopper.token, invoice.query_id, {
        ...client.placeBody(addressId, { ...claims, invoice_items_attributes: sentLines }),
        ...claims,
        order: { status: 'order_delivered' },
      });
      return {
        response,
        async expectStored() {
          expect(await storedBill(db, invoice.query_id)).toEqual(
            await storedBill(db, control.invoice.query_id),
          );
          const placed = await invoiceRow(db, invoice.query_id);
          expect(placed.shortOrderId).not.toBe('SD-CHOSEN');
          const [order] = await ordersOf(db, invoice.query_id);
          expect(order).toMatchObject({
            status: 'order_pending',
            userId: shopper.userId,
            orderConfirmedAt: null,
            orderDeliveredAt: null,
            cancelledAt: null,
            commissionRateBps: 1000,
          });
          expect(order?.handoverCode).not.toBe('0000');
          const taken = basket(setup.checkout).map((line) => line.quantity);
          expect(await stockOfBasket(setup)).toEqual(
            stockBefore.map((units, index) => units - (taken[index] ?? 0)),
          );
          await otherCheckout.expectUnchanged();
        },
      };
    },
  },
];
