import { orderTypeOf, type Order, type OrderType } from '@sauda/domain';
import { jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { ordersPage } from './order-fixtures';

/** Answers one call the orders server does not; return undefined to fall through. */
export type ExtraRoute = (call: FetchCall, path: string) => Response | undefined;

const notFound = () =>
  jsonResponse(
    { error: { code: 'order_not_found', message: 'This order could not be found.' } },
    404,
  );

/**
 * A small orders server over `orders` (a live array: tests change it to move orders on):
 * GET users/orders by order_type and page (24 a page), GET users/orders/{id}, and the cancel,
 * which cancels a pending order or refuses as the contract does.
 */
export function serveOrders(orders: Order[], extra: ExtraRoute = () => undefined) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace('/api/v1/', '');
    const method = call.init.method ?? 'GET';
    const answered = extra(call, path);
    if (answered) return answered;
    if (method === 'GET' && path === 'users/orders') {
      const type = url.searchParams.get('order_type') as OrderType;
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const matching = orders.filter((order) => orderTypeOf(order.status) === type);
      const slice = matching.slice((page - 1) * perPage, page * perPage);
      return jsonResponse(ordersPage(slice, page, matching.length));
    }
    const detail = /^users\/orders\/([^/]+)(\/cancel)?$/.exec(path);
    const index = orders.findIndex((order) => order.query_id === detail?.[1]);
    const order = orders[index];
    if (!detail || !order) return notFound();
    if (method === 'GET' && !detail[2]) return jsonResponse({ order });
    if (method === 'POST' && detail[2]) {
      if (!order.can_cancel) {
        return jsonResponse(
          {
            error: {
              code: 'invalid_order_transition',
              message: 'This order can no longer be cancelled.',
            },
          },
          400,
        );
      }
      const cancelled: Order = {
        ...order,
        status: 'cancelled',
        statuses: { ...order.statuses, cancelled: '2026-11-23T13:20:00.000Z' },
        cancelled_by: 'customer',
        handover_code: null,
        can_cancel: false,
      };
      orders[index] = cancelled;
      return jsonResponse({ order: cancelled });
    }
    return notFound();
  });
}

/** The GET users/orders calls made so far, as order_type and page. */
export function listCalls(calls: readonly FetchCall[]) {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/users/orders')
    .map((url) => ({
      orderType: url.searchParams.get('order_type'),
      page: Number(url.searchParams.get('page')),
      perPage: Number(url.searchParams.get('per_page')),
    }));
}
