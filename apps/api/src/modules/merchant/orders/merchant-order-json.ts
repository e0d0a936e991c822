import type { MerchantOrder, Order } from '@sauda/domain';
import type { CustomerRow } from './merchant-orders.repository.js';

/**
 * The shopper's order JSON as the store sees it: who to deliver to (the recipient named at
 * checkout, else the account's name and phone) and where. Never the handover code: the store
 * must hear it from the shopper at the door, or "delivered" would prove nothing.
 */
export function toMerchantOrderJson(
  order: Order,
  customer: CustomerRow | undefined,
): MerchantOrder {
  const { invoice } = order;
  return {
    ...order,
    handover_code: null,
    customer: {
      full_name: invoice.recipient_name ?? customer?.fullName ?? null,
      mobile_number: invoice.recipient_phone_number ?? customer?.mobileNumber ?? null,
    },
    address: invoice.delivery_address,
  };
}
