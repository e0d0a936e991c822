import type { Invoice, Order, OrderStatus } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';
import type { CheckoutClient, LineRequest } from '../../invoices/testing/checkout-client.js';
import { insertAddress, type Shopper } from '../../invoices/testing/checkout-fixture.js';
import type { AppDb } from '../../../db/client.js';

/** Calls the orders routes as the web does, and the demo console as the README does. */
export function createOrdersClient(app: () => FastifyInstance) {
  const list = (token: string | undefined, query = '') =>
    injectWithToken(app(), 'GET', `users/orders${query}`, token);

  const detail = (token: string | undefined, orderId: string) =>
    injectWithToken(app(), 'GET', `users/orders/${orderId}`, token);

  const cancel = (token: string | undefined, orderId: string, body?: unknown) =>
    injectWithToken(app(), 'POST', `users/orders/${orderId}/cancel`, token, body);

  const products = (token: string | undefined, orderId: string) =>
    injectWithToken(app(), 'GET', `products?order_id=${orderId}`, token);

  /** The demo console: no session, acting as the order's store. */
  const move = (orderId: string, status: string, handoverCode?: string) =>
    injectWithToken(app(), 'POST', `dev/orders/${orderId}/status`, undefined, {
      status,
      ...(handoverCode === undefined ? {} : { handover_code: handoverCode }),
    });

  /** Moves and expects 200: the moved order. */
  async function moved(orderId: string, status: OrderStatus, handoverCode?: string) {
    const response = await move(orderId, status, handoverCode);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ order: Order }>().order;
  }

  return { list, detail, cancel, products, move, moved };
}

export type OrdersClient = ReturnType<typeof createOrdersClient>;

export interface PlacedOrder {
  invoice: Invoice;
  orderId: string;
}

/**
 * An order placed through the real checkout (POST invoices, then place_order) at a fresh
 * Clifton address; with a voucher code, validated on the invoice first.
 */
export async function placeOrderFor(
  db: AppDb,
  client: CheckoutClient,
  shopper: Shopper,
  lines: LineRequest[],
  voucher?: { code: string; id: number },
): Promise<PlacedOrder> {
  const addressId = await insertAddress(db, shopper.userId);
  const open = await client.created(shopper.token, lines);
  if (voucher) {
    const validated = await client.validateVoucher(shopper.token, open.query_id, voucher.code);
    expect(validated.statusCode, validated.body).toBe(200);
  }
  const body = client.placeBody(addressId, voucher ? { voucher_id: voucher.id } : {});
  const invoice = await client.placed(shopper.token, open.query_id, body);
  if (!invoice.order) throw new Error('a placed invoice has an order');
  return { invoice, orderId: invoice.order.query_id };
}
