import { FAR_AHEAD, LONG_AGO } from './account-claims.js';
import { inBothSpellings } from './forbidden-fields.js';

/** Whose order a client would move its own to: another shopper's, store's and invoice's. */
export interface OrderOwners {
  userId: number;
  companyId: number;
  invoiceId: number;
}

/**
 * What a client would set on an order if it could: a later state, who ended it and why, its
 * times, its handover code and commission, its owners, its money and whether it is settled.
 */
export function orderClaims(other: OrderOwners): Record<string, unknown> {
  return inBothSpellings({
    status: 'order_delivered',
    cancelled_by: 'merchant',
    cancel_reason: 'Chosen reason',
    cancelled_at: LONG_AGO,
    order_confirmed_at: LONG_AGO,
    order_delivered_at: FAR_AHEAD,
    prep_minutes: 999,
    handover_code: '0000',
    commission_rate_bps: 0,
    user_id: other.userId,
    company_id: other.companyId,
    invoice_id: other.invoiceId,
    payble_amount: 0,
    total: 0,
    delivery_fee: 0,
    refund_amount: 99_999,
    paid: true,
    settled_at: LONG_AGO,
  });
}
