import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { json } from './demo-catalog';

export type ConsoleStatus =
  'order_confirmed' | 'order_dispatched' | 'order_delivered' | 'cancelled';

/** The fields of an order (GET users/orders/{id}) that the journeys look at. */
export interface ApiOrder {
  query_id: string;
  status: string;
  handover_code: string | null;
  invoice: { short_order_id: string | null };
}

/** The session token the web app keeps for the signed-in shopper (SPEC §3 Auth). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    const auth =
      raw === null ? null : (JSON.parse(raw) as { user?: { session_ktb_token?: string } });
    return auth?.user?.session_ktb_token ?? null;
  });
  if (!token) throw new Error('the browser holds no session');
  return token;
}

/** The shopper's active order with this number, found through the API. */
export async function findActiveOrder(
  request: APIRequestContext,
  token: string,
  orderNumber: string,
): Promise<ApiOrder> {
  const answer = await request.get('/api/v1/users/orders', {
    params: { order_type: 'active', per_page: 50 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), 'GET users/orders').toBeTruthy();
  const { orders } = (await answer.json()) as { orders: ApiOrder[] };
  const order = orders.find((candidate) => candidate.invoice.short_order_id === orderNumber);
  if (!order) throw new Error(`order ${orderNumber} is not among the active orders`);
  return order;
}

/** One of the shopper's orders (with its handover code while it is active). */
export async function readOrder(
  request: APIRequestContext,
  token: string,
  orderQueryId: string,
): Promise<ApiOrder> {
  const answer = await request.get(`/api/v1/users/orders/${orderQueryId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), 'GET users/orders/{id}').toBeTruthy();
  return ((await answer.json()) as { order: ApiOrder }).order;
}

/** The demo console (local mode): moves the order as its store would. */
export async function moveOrder(
  request: APIRequestContext,
  orderQueryId: string,
  status: ConsoleStatus,
  handoverCode?: string,
): Promise<ApiOrder> {
  const answer = await request.post(`/api/v1/dev/orders/${orderQueryId}/status`, {
    data: { status, ...(handoverCode === undefined ? {} : { handover_code: handoverCode }) },
  });
  expect(
    answer.ok(),
    `demo console: ${status} → ${answer.status()} ${await answer.text()}`,
  ).toBeTruthy();
  return ((await answer.json()) as { order: ApiOrder }).order;
}

/** Units left of a product as the catalog answers them. */
export async function availableQuantity(
  request: APIRequestContext,
  productQueryId: string,
): Promise<number> {
  const { product } = await json<{ product: { product_available_quantity: number } }>(
    request,
    `/api/v1/products/${productQueryId}`,
  );
  return product.product_available_quantity;
}
