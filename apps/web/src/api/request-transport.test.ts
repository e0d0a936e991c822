import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests, request } from './request';
import { configureRequester, resetRequesterConfig } from './request-config';
import { RequestError } from './request-error';
import {
  deferred,
  failureOf,
  jsonResponse,
  neverAnswers,
  stubFetch,
  textResponse,
} from './testing/fetch-stub';

const onSessionExpired = vi.fn();
const hang = () => new Promise<Response>(() => undefined);

beforeEach(() => {
  onSessionExpired.mockReset();
  resetRequesterConfig();
  configureRequester({ getSessionToken: () => 'session-abc', onSessionExpired });
});

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request: timeout and lost connection', () => {
  it('gives up after 95 s with Request Timeout, code 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = stubFetch(neverAnswers);
    const failure = failureOf(request({ url: 'companies', action: 'GET_COMPANIES' }));
    await vi.advanceTimersByTimeAsync(94_999);
    expect(fetch.call(0).init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      kind: 'timeout',
      status: 0,
      code: 'request_timeout',
      message: 'Request Timeout',
      action: 'GET_COMPANIES',
    });
    expect(fetch.call(0).init.signal?.aborted).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(() => jsonResponse({}));
    await request({ url: 'companies' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives Connection Failed, code 0, when offline', async () => {
    const offline = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(offline));
    const error = await failureOf(request({ url: 'companies' }));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'connection_failed',
      message: 'Connection Failed',
    });
    expect((error as RequestError).cause).toBe(offline);
  });

  it('treats an answer outside 200–700 (a network error response) as Connection Failed', async () => {
    stubFetch(() => Response.error());
    await expect(request({ url: 'companies' })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Connection Failed',
    });
  });

  it('gives Connection Timeout when a 200 body cannot be read as JSON', async () => {
    stubFetch(() => textResponse('<html>maintenance</html>', 200, 'text/html'));
    const error = await failureOf(request({ url: 'companies', action: 'GET_COMPANIES' }));
    expect(error).toMatchObject({
      kind: 'exception',
      code: 'connection_timeout',
      message: 'Connection Timeout',
      action: 'GET_COMPANIES',
    });
    expect((error as RequestError).cause).toBeInstanceOf(SyntaxError);
  });
});

describe('request: cancelling an earlier request to the same address', () => {
  it('cancels the earlier pending GET with code 1, Request Cancelled', async () => {
    const fetch = stubFetch(({ url }) =>
      url.includes('query=ab') ? jsonResponse({ stores: ['b'] }) : hang(),
    );
    const first = failureOf(request({ url: 'users/app_search', query: { query: 'a', page: 1 } }));
    const second = request({ url: 'users/app_search', query: { query: 'ab', page: 1 } });
    const error = await first;
    expect(error).toMatchObject({
      kind: 'cancelled',
      status: 1,
      code: 'request_cancelled',
      message: 'Request Cancelled',
      description: 'Connection Failed',
    });
    await expect(second).resolves.toEqual({ stores: ['b'] });
    expect(fetch.call(0).init.signal?.aborted).toBe(true);
    expect(fetch.call(1).init.signal?.aborted).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not cancel another method or another address', async () => {
    const answers = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let next = 0;
    stubFetch(() => answers[next++]!.promise);
    const get = request({ url: 'invoices' });
    const post = request({ url: 'invoices', method: 'POST', body: {} });
    const other = request({ url: 'companies' });
    answers.forEach((answer, index) => answer.resolve(jsonResponse({ index })));
    await expect(Promise.all([get, post, other])).resolves.toEqual([
      { index: 0 },
      { index: 1 },
      { index: 2 },
    ]);
  });

  it('does not cancel a request that already finished', async () => {
    stubFetch(() => jsonResponse({ ok: 1 }));
    await expect(request({ url: 'companies' })).resolves.toEqual({ ok: 1 });
    await expect(request({ url: 'companies' })).resolves.toEqual({ ok: 1 });
  });

  it('exempts GET_ITMS: each item is fetched, none cancelled', async () => {
    const answers = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let next = 0;
    stubFetch(() => answers[next++]!.promise);
    const items = [1, 2].map((id) =>
      request({ url: 'products', query: { id }, action: 'GET_ITMS' }),
    );
    const plain = request({ url: 'products', query: { id: 3 } });
    answers.forEach((answer, index) => answer.resolve(jsonResponse({ product: index })));
    await expect(Promise.all([...items, plain])).resolves.toEqual([
      { product: 0 },
      { product: 1 },
      { product: 2 },
    ]);
  });

  it('takes a configured exempt list instead of the default', async () => {
    configureRequester({ exemptActions: ['GET_CART'] });
    const fetch = stubFetch(hang);
    const items = [1, 2].map(() => failureOf(request({ url: 'products', action: 'GET_ITMS' })));
    const carts = [1, 2].map(() => failureOf(request({ url: 'cart', action: 'GET_CART' })));
    await expect(items[0]).resolves.toMatchObject({ kind: 'cancelled' });
    expect(fetch.call(1).init.signal?.aborted).toBe(false);
    expect(fetch.call(2).init.signal?.aborted).toBe(false);
    expect(fetch.call(3).init.signal?.aborted).toBe(false);
    pendingRequests.cancelAll();
    await Promise.all([...items, ...carts]);
  });

  it('cancels when the caller aborts, and does not call fetch when already aborted', async () => {
    const fetch = stubFetch(neverAnswers);
    const controller = new AbortController();
    const pending = failureOf(request({ url: 'companies', signal: controller.signal }));
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'cancelled', status: 1 });
    const early = await failureOf(request({ url: 'products', signal: controller.signal }));
    expect(early).toMatchObject({ kind: 'cancelled', status: 1 });
    expect(fetch.calls).toHaveLength(1);
  });

  it('cancelAll cancels every call in flight', async () => {
    stubFetch(neverAnswers);
    const calls = [failureOf(request({ url: 'a' })), failureOf(request({ url: 'b' }))];
    pendingRequests.cancelAll();
    const errors = await Promise.all(calls);
    expect(errors).toEqual([
      expect.objectContaining({ kind: 'cancelled' }),
      expect.objectContaining({ kind: 'cancelled' }),
    ]);
  });
});

describe('request: the cancellation registry stays bounded', () => {
  it('keeps no more than 4 entries once requests have finished', async () => {
    stubFetch(() => jsonResponse({}));
    for (const url of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) await request({ url });
    expect(pendingRequests.size).toBe(4);
    expect(pendingRequests.pendingCount).toBe(0);
  });

  it('keeps every pending entry and purges down to 4 when they finish', async () => {
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map(() => deferred<Response>());
    let next = 0;
    stubFetch(() => answers[next++]!.promise);
    const calls = ['a', 'b', 'c', 'd', 'e', 'f'].map((url) => request({ url }));
    await vi.waitFor(() => expect(next).toBe(6));
    expect(pendingRequests.size).toBe(6);
    answers.forEach((answer) => answer.resolve(jsonResponse({})));
    await Promise.all(calls);
    expect(pendingRequests.size).toBe(4);
  });

  it('counts exempt requests too, so cancelAll reaches them', async () => {
    stubFetch(hang);
    const item = failureOf(request({ url: 'products', action: 'GET_ITMS' }));
    expect(pendingRequests.pendingCount).toBe(1);
    pendingRequests.cancelAll();
    await expect(item).resolves.toMatchObject({ kind: 'cancelled' });
  });
});
