import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests, request } from './request';
import { configureRequester, resetRequesterConfig } from './request-config';
import { deferred, failureOf, jsonResponse, stubFetch } from './testing/fetch-stub';

/** Answers each fetch with its own deferred response, in call order. */
function deferredAnswers(count: number) {
  const answers = Array.from({ length: count }, () => deferred<Response>());
  let next = 0;
  const fetch = stubFetch(() => answers[next++]!.promise);
  return { answers, fetch };
}

beforeEach(() => {
  resetRequesterConfig();
});

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('request: the bulk cancel and its GET_ITMS exemption (SPEC §7)', () => {
  it('lets two GET_ITMS reads of the same URL both resolve', async () => {
    const { answers, fetch } = deferredAnswers(2);
    const reads = [1, 2].map(() =>
      request({ url: 'products/p1', action: 'GET_ITMS', exemptFromBulkCancel: true }),
    );
    answers.forEach((answer, index) => answer.resolve(jsonResponse({ read: index })));
    await expect(Promise.all(reads)).resolves.toEqual([{ read: 0 }, { read: 1 }]);
    expect(fetch.calls.map((call) => call.init.signal?.aborted)).toEqual([false, false]);
  });

  it('cancels the first of two other GETs to the same URL with code 1, Request Cancelled', async () => {
    const { answers } = deferredAnswers(2);
    const first = failureOf(request({ url: 'products/p1', action: 'GET_PRODUCT' }));
    const second = request({ url: 'products/p1', action: 'GET_PRODUCT' });
    answers[1]!.resolve(jsonResponse({ read: 1 }));
    await expect(first).resolves.toMatchObject({
      kind: 'cancelled',
      status: 1,
      code: 'request_cancelled',
      message: 'Request Cancelled',
      action: 'GET_PRODUCT',
    });
    await expect(second).resolves.toEqual({ read: 1 });
  });

  it('takes the named option over the action list, both ways', async () => {
    configureRequester({ exemptActions: ['GET_ITMS'] });
    const { answers } = deferredAnswers(4);
    const optedIn = [1, 2].map(() =>
      request({ url: 'cart', action: 'GET_CART', exemptFromBulkCancel: true }),
    );
    const optedOut = failureOf(
      request({ url: 'products/p2', action: 'GET_ITMS', exemptFromBulkCancel: false }),
    );
    const later = request({ url: 'products/p2', action: 'GET_ITMS', exemptFromBulkCancel: false });
    answers.forEach((answer, index) => answer.resolve(jsonResponse({ read: index })));
    await expect(Promise.all(optedIn)).resolves.toEqual([{ read: 0 }, { read: 1 }]);
    await expect(optedOut).resolves.toMatchObject({ kind: 'cancelled', status: 1 });
    await expect(later).resolves.toEqual({ read: 3 });
  });

  it('keeps the action list as the default: GET_ITMS alone is exempt', async () => {
    const { answers } = deferredAnswers(2);
    const reads = [1, 2].map(() => request({ url: 'products/p3', action: 'GET_ITMS' }));
    answers.forEach((answer, index) => answer.resolve(jsonResponse({ read: index })));
    await expect(Promise.all(reads)).resolves.toEqual([{ read: 0 }, { read: 1 }]);
  });
});
