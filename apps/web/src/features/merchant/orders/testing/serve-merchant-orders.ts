import {
  ORDER_TYPE_STATUSES,
  type MerchantOrder,
  type MerchantStore,
  type MerchantTransitionBody,
} from '@sauda/domain';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../api/testing/fetch-stub';
import { fakeEventStreamFetch } from '../../../orders/live/testing/fake-event-stream';
import { makeMerchantStore } from '../../shell/testing/merchant-fixtures';
import { queuePage } from './merchant-order-fixtures';

export const STORE_ID = 'st_biryani';
export const RIGHT_HANDOVER_CODE = '4821';

/** Answers one call the queue server does not; return undefined to fall through. */
export type ExtraRoute = (call: FetchCall, path: string) => Response | undefined;

const refuse = (code: string, message: string, fields?: Record<string, string>) =>
  jsonResponse({ error: { code, message, ...(fields ? { fields } : {}) } }, 400);

const notFound = () =>
  jsonResponse(
    { error: { code: 'order_not_found', message: 'This order could not be found.' } },
    404,
  );

function matches(order: MerchantOrder, status: string | null, query: string | null): boolean {
  const statuses = status === 'active' ? ORDER_TYPE_STATUSES.active : [status];
  if (status && !statuses.includes(order.status)) return false;
  if (!query) return true;
  const needle = query.toLowerCase().replace(/^sd-/, '');
  const number = (order.invoice.short_order_id ?? '').toLowerCase().replace(/^sd-/, '');
  return number.includes(needle) || (order.customer.full_name ?? '').toLowerCase().includes(needle);
}

function moved(order: MerchantOrder, body: MerchantTransitionBody): MerchantOrder {
  const at = '2026-11-23T13:20:00.000Z';
  return {
    ...order,
    status: body.status,
    statuses: { ...order.statuses, [body.status]: at },
    prep_minutes: body.prep_minutes ?? order.prep_minutes,
    cancel_reason: body.reason ?? order.cancel_reason,
    cancelled_by: body.status === 'cancelled' ? 'merchant' : order.cancelled_by,
    can_cancel: false,
  };
}

/** The contract's answer to a step, or its refusal (a few of the server's rules). */
function transition(order: MerchantOrder, body: MerchantTransitionBody): Response | MerchantOrder {
  if (body.status === 'order_delivered' && body.handover_code !== RIGHT_HANDOVER_CODE) {
    return refuse('handover_code_incorrect', 'The handover code is not correct.');
  }
  if (body.status === 'cancelled' && !body.reason?.trim()) {
    return refuse('validation_failed', 'Please check the highlighted fields.', {
      reason: 'Give a reason for cancelling the order.',
    });
  }
  return moved(order, body);
}

/**
 * The store's side of the API over `orders` (a live array: tests change it to move orders
 * on): the queue by status, search and page, one order, the status step, the store, and its
 * event stream, which `stream` lets a test write to.
 */
export function serveMerchantOrders(
  orders: MerchantOrder[],
  options: { store?: MerchantStore; extra?: ExtraRoute } = {},
) {
  const store = options.store ?? makeMerchantStore({ query_id: STORE_ID, preparation_minutes: 25 });
  const stream = fakeEventStreamFetch();
  const posted: MerchantTransitionBody[] = [];
  const server = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace('/api/v1/', '');
    const method = call.init.method ?? 'GET';
    const answered = options.extra?.(call, path);
    if (answered) return answered;
    const base = `merchant/stores/${STORE_ID}`;
    if (path === `${base}/events`) {
      return stream.fetch(call.url, call.init as never) as unknown as Promise<Response>;
    }
    if (path === base) return jsonResponse({ store });
    if (path === 'geo/map') {
      return jsonResponse({
        map: { tile_url: '', attribution: '', center: { lat: 24.85, long: 67.01 }, zoom: 15 },
      });
    }
    if (path === 'geo/places') return jsonResponse({ places: [] });
    if (path === `${base}/orders`) {
      const params = url.searchParams;
      const page = Number(params.get('page'));
      const perPage = Number(params.get('per_page'));
      const found = orders
        .filter((order) => matches(order, params.get('status'), params.get('query')))
        .sort((a, b) => b.placed_at.localeCompare(a.placed_at));
      const slice = found.slice((page - 1) * perPage, page * perPage);
      return jsonResponse(queuePage(slice, page, found.length, perPage));
    }
    const detail = new RegExp(`^${base}/orders/([^/]+)(/status)?$`).exec(path);
    const index = orders.findIndex((order) => order.query_id === detail?.[1]);
    const order = orders[index];
    if (!detail || !order) return notFound();
    if (method === 'GET' && !detail[2]) return jsonResponse({ order });
    if (method === 'POST' && detail[2]) {
      const body = JSON.parse(call.init.body as string) as MerchantTransitionBody;
      posted.push(body);
      const answer = transition(order, body);
      if (answer instanceof Response) return answer;
      orders[index] = answer;
      return jsonResponse({ order: answer });
    }
    return notFound();
  });
  return { ...server, stream, posted };
}

/** The GET of the queue's lists made so far, by their parameters. */
export function queueCalls(calls: readonly FetchCall[]) {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1/merchant/stores/${STORE_ID}/orders`)
    .map((url) => Object.fromEntries(url.searchParams));
}
