import type { AppDb } from '../../../../db/client.js';
import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import type { CheckoutClient, LineRequest } from '../../../invoices/testing/checkout-client.js';
import {
  CLIFTON,
  GULSHAN,
  insertAddress,
  type Shopper,
} from '../../../invoices/testing/checkout-fixture.js';
import type { PlacedOrder } from '../../../orders/testing/orders-client.js';

export interface StoreOrderOptions {
  /** Karachi Biryani House (the default), or Gulshan Grocers: another store. */
  store?: 'biryani' | 'grocer';
  /** Whom to deliver to; null leaves the recipient's name or phone to the account. */
  recipientName?: string | null;
  recipientPhone?: string | null;
}

/** An order placed through the real checkout, at a fresh address the store delivers to. */
export async function placeStoreOrder(
  db: AppDb,
  client: CheckoutClient,
  shopper: Shopper,
  lines: LineRequest[],
  { store = 'biryani', ...recipient }: StoreOrderOptions = {},
): Promise<PlacedOrder> {
  const addressId = await insertAddress(db, shopper.userId, store === 'grocer' ? GULSHAN : CLIFTON);
  const open = await client.created(shopper.token, lines, STORES[store].queryId);
  const body = client.placeBody(addressId, {
    ...(recipient.recipientName === undefined ? {} : { recipient_name: recipient.recipientName }),
    ...(recipient.recipientPhone === undefined
      ? {}
      : { recipient_phone_number: recipient.recipientPhone }),
  });
  const invoice = await client.placed(shopper.token, open.query_id, body);
  if (!invoice.order) throw new Error('a placed invoice has an order');
  return { invoice, orderId: invoice.order.query_id };
}
