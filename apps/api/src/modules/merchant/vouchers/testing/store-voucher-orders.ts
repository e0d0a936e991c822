import type { Invoice } from '@sauda/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import type { CheckoutClient } from '../../../invoices/testing/checkout-client.js';
import {
  insertAddress,
  insertShopper,
  insertStockedProduct,
} from '../../../invoices/testing/checkout-fixture.js';
import type { MerchantVouchersTestApp } from './use-merchant-vouchers-test-app.js';

/** A new shopper at Clifton with an open invoice (Rs 500 unless told) at Karachi Biryani House. */
export async function shopperWithInvoice(setup: MerchantVouchersTestApp, costPaisa = 50_000) {
  const shopper = await insertShopper(setup.db());
  const addressId = await insertAddress(setup.db(), shopper.userId);
  const product = await insertStockedProduct(setup.db(), setup.fixture(), 1, costPaisa);
  const invoice: Invoice = await setup.checkout.created(
    shopper.token,
    [{ product_query_id: product.queryId, quantity: 1 }],
    STORES.biryani.queryId,
  );
  return { ...shopper, addressId, invoice };
}

export type ShopperWithInvoice = Awaited<ReturnType<typeof shopperWithInvoice>>;

/** validate_voucher with the code, then place_order with the voucher: the placement's answer. */
export async function placeWithVoucher(
  checkout: CheckoutClient,
  shopper: ShopperWithInvoice,
  code: string,
  voucherId: number,
): Promise<LightMyRequestResponse> {
  const validated = await checkout.validateVoucher(shopper.token, shopper.invoice.query_id, code);
  expect(validated.statusCode, validated.body).toBe(200);
  return checkout.place(
    shopper.token,
    shopper.invoice.query_id,
    checkout.placeBody(shopper.addressId, { voucher_id: voucherId }),
  );
}

/** One new shopper orders with the voucher; expects the order placed. */
export async function useVoucherOnce(
  setup: MerchantVouchersTestApp,
  code: string,
  voucherId: number,
): Promise<void> {
  const shopper = await shopperWithInvoice(setup);
  const placed = await placeWithVoucher(setup.checkout, shopper, code, voucherId);
  expect(placed.statusCode, placed.body).toBe(200);
}
