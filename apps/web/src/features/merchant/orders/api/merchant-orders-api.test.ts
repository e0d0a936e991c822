import type { MerchantOrderEvent } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../../api/request';
import { configureRequester, resetRequesterConfig } from '../../../../api/request-config';
import { failureOf, jsonResponse, stubFetch } from '../../../../api/testing/fetch-stub';
import { fakeEventStreamFetch } from '../../../orders/live/testing/fake-event-stream';
import { makeMerchantOrder, queuePage } from '../testing/merchant-order-fixtures';
import { makeMerchantOrderEvent, merchantEventFrame } from '../testing/merchant-event-frames';
import { getMerchantOrder } from './get-merchant-order';
import { getMerchantOrders, nextMerchantOrdersPage } from './get-merchant-orders';
import { openMerchantOrderEvents, type MerchantOrderEventKind } from './merchant-order-events';
import { moveMerchantOrder } from './move-merchant-order';

beforeEach(() => configureRequester({ getSessionToken: () => 'token-merchant' }));

afterEach(() => {
  pendingRequests.cancelAll();
  resetRequesterConfig();
  vi.unstubAllGlobals();
});

const BASE = '/api/v1/merchant/stores/st_biryani';

describe('getMerchantOrders', () => {
  it('asks for one status, the search and the page, 25 a page', async () => {
    const fetch = stubFetch(() => jsonResponse(queuePage([])));
    await getMerchantOrders('st_biryani', { status: 'order_pending', query: ' SD-4F ', page: 2 });
    expect(fetch.call(0).url).toBe(
      `${BASE}/orders?status=order_pending&query=SD-4F&page=2&per_page=25`,
    );
    expect(fetch.call(0).init.headers).toMatchObject({ Authorization: 'Bearer token-merchant' });
  });

  it('leaves an empty search out and may ask for the active orders', async () => {
    const fetch = stubFetch(() => jsonResponse(queuePage([])));
    await getMerchantOrders('st_biryani', { status: 'active', query: '  ', page: 1 });
    expect(fetch.call(0).url).toBe(`${BASE}/orders?status=active&page=1&per_page=25`);
  });

  it('takes turns, so reading two lists at once cancels neither', async () => {
    const fetch = stubFetch(() => jsonResponse(queuePage([makeMerchantOrder()])));
    const both = await Promise.all([
      getMerchantOrders('st_biryani', { status: 'order_pending', query: '', page: 1 }),
      getMerchantOrders('st_biryani', {
        status: 'order_confirmed',
        query: '',
        page: 1,
        perPage: 1,
      }),
    ]);
    expect(both.map((page) => page.orders.length)).toEqual([1, 1]);
    expect(fetch.calls).toHaveLength(2);
  });

  it('refuses an answer that is not the contract', async () => {
    stubFetch(() => jsonResponse({ orders: [{ query_id: 'ord_1' }] }));
    const error = await failureOf(
      getMerchantOrders('st_biryani', { status: 'active', query: '', page: 1 }),
    );
    expect(error).toBeInstanceOf(Error);
  });

  it('has a next page while the server says so', () => {
    expect(nextMerchantOrdersPage(queuePage([], 1, 30))).toBe(2);
    expect(nextMerchantOrdersPage(queuePage([], 2, 30))).toBeUndefined();
  });
});

describe('one order', () => {
  it('GETs it by its id', async () => {
    const order = makeMerchantOrder();
    const fetch = stubFetch(() => jsonResponse({ order }));
    await expect(getMerchantOrder('st_biryani', 'ord_1')).resolves.toEqual(order);
    expect(fetch.call(0).url).toBe(`${BASE}/orders/ord_1`);
  });

  it('POSTs a step with its body', async () => {
    const order = makeMerchantOrder({ status: 'order_confirmed' });
    const fetch = stubFetch(() => jsonResponse({ order }));
    const body = { status: 'order_confirmed', prep_minutes: 15 } as const;
    await expect(moveMerchantOrder('st_biryani', 'ord_1', body)).resolves.toEqual(order);
    expect(fetch.call(0).url).toBe(`${BASE}/orders/ord_1/status`);
    expect(fetch.call(0).init.method).toBe('POST');
    expect(JSON.parse(fetch.call(0).init.body as string)).toEqual(body);
  });
});

describe('openMerchantOrderEvents', () => {
  it("follows the store's stream with the bearer token and hands over both events", async () => {
    const fake = fakeEventStreamFetch();
    const received: Array<[MerchantOrderEventKind, MerchantOrderEvent]> = [];
    const close = openMerchantOrderEvents({
      storeId: 'st_biryani',
      sessionToken: 'token-merchant',
      onEvent: (kind, event) => received.push([kind, event]),
      fetch: fake.fetch,
    });
    await vi.waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(new URL(fake.calls[0]!.url).pathname).toBe(`${BASE}/events`);
    expect(fake.calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-merchant' });
    const placed = makeMerchantOrderEvent();
    const accepted = makeMerchantOrderEvent({ status: 'order_confirmed' });
    const server = fake.streams[0]!;
    server.send(merchantEventFrame('order_placed', 1, placed));
    server.send(merchantEventFrame('order_status', 2, 'not json'));
    server.send(merchantEventFrame('order_status', 3, { ...accepted, status: 'lost' } as never));
    server.send(`event: something_else\ndata: ${JSON.stringify(placed)}\n\n`);
    server.send(merchantEventFrame('order_status', 4, accepted));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      ['placed', placed],
      ['status', accepted],
    ]);
    close();
  });

  it('resumes from the last event id after a drop', async () => {
    const fake = fakeEventStreamFetch();
    const close = openMerchantOrderEvents({
      storeId: 'st_biryani',
      sessionToken: 'token-merchant',
      onEvent: () => undefined,
      fetch: fake.fetch,
    });
    await vi.waitFor(() => expect(fake.streams).toHaveLength(1));
    fake.streams[0]!.send('retry: 10\n\n');
    fake.streams[0]!.send(merchantEventFrame('order_placed', 41, makeMerchantOrderEvent()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fake.streams[0]!.end();
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls[1]!.init.headers).toMatchObject({ 'Last-Event-ID': '41' });
    close();
  });
});
