import type { Invoice, OrderStatusEvent } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import type { CheckoutClient } from '../../../invoices/testing/checkout-client.js';
import {
  insertAddress,
  insertShopper,
  type Shopper,
} from '../../../invoices/testing/checkout-fixture.js';
import { ordersOf, statusEventsOf } from '../../../invoices/testing/checkout-inspect.js';

export interface ShopperWithAddress extends Shopper {
  addressId: number;
}

export async function insertShopperWithAddress(db: AppDb): Promise<ShopperWithAddress> {
  const shopper = await insertShopper(db);
  return { ...shopper, addressId: await insertAddress(db, shopper.userId) };
}

/** What the placement's `order_status` event must carry, read back from the database. */
export interface ExpectedEvent {
  id: string;
  data: OrderStatusEvent;
}

/** Places one order through the checkout routes and answers the event it must produce. */
export async function placeOrderFor(
  client: CheckoutClient,
  db: AppDb,
  shopper: ShopperWithAddress,
  productQueryId: string,
): Promise<{ invoice: Invoice; expected: ExpectedEvent }> {
  const open = await client.created(shopper.token, [
    { product_query_id: productQueryId, quantity: 1 },
  ]);
  const invoice = await client.placed(
    shopper.token,
    open.query_id,
    client.placeBody(shopper.addressId),
  );
  const [order] = await ordersOf(db, invoice.query_id);
  if (!order) throw new Error(`no order for invoice ${invoice.query_id}`);
  const [event] = await statusEventsOf(db, order.id);
  if (!event) throw new Error(`no status event for order ${order.queryId}`);
  return {
    invoice,
    expected: {
      id: String(event.id),
      data: {
        order_query_id: order.queryId,
        invoice_query_id: invoice.query_id,
        short_order_id: invoice.short_order_id,
        status: event.status,
        at: event.createdAt.toISOString(),
      },
    },
  };
}
