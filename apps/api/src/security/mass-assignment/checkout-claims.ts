import type { CheckoutFixture, Shopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { LONG_AGO } from './account-claims.js';
import { inBothSpellings } from './forbidden-fields.js';

/**
 * What a client would set on an invoice if it could: every amount (SPEC §3 names), the state
 * and paid flags, the owner and store, the order number, the currency and the timestamps.
 */
export function invoiceClaims(other: Shopper, fixture: CheckoutFixture): Record<string, unknown> {
  return inBothSpellings({
    id: 1,
    query_id: 'invoice-chosen-by-the-client',
    user_id: other.userId,
    company_id: fixture.companyIds.grocer,
    organization_id: fixture.companyIds.grocer,
    status: 'placed',
    short_order_id: 'SD-CHOSEN',
    currency: 'USD',
    sub_total_amount: 1,
    amount_without_discount: 1,
    items_discount: 99_999,
    voucher_discount: 99_999,
    delivery_fee: 0,
    service_fee: 0,
    driver_tip: 999,
    payble_amount: 0,
    payable_amount: 0,
    total: 0,
    is_order_successfully_placed: true,
    paid: true,
    is_paid: true,
    settled_at: LONG_AGO,
    placed_at: LONG_AGO,
    created_at: LONG_AGO,
  });
}

/** What a client would set on an invoice line: its prices, its name, its product. */
export function lineClaims(fixture: CheckoutFixture): Record<string, unknown> {
  return inBothSpellings({
    id: 1,
    product_id: fixture.productIds.olpersMilk,
    product_name: 'Chosen Name',
    cost: 1,
    cost_after_discount: 1,
    unit_cost: 1,
    amount: 1,
    payble_amount: 0,
    promotion_amount: 449,
    discount: { type: 'chosen' },
    currency: 'USD',
  });
}
