import { vi } from 'vitest';

export interface FetchCall {
  url: string;
  init: RequestInit;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('This operation was aborted', 'AbortError');
}

/**
 * Replaces globalThis.fetch like a browser would behave: it records each call, rejects with the
 * signal's reason when aborted (also before the handler answers) and otherwise answers with
 * what the handler returns.
 */
export function stubFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = { url: input instanceof Request ? input.url : String(input), init };
    calls.push(call);
    const { signal } = init;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
      Promise.resolve()
        .then(() => handler(call))
        .then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    call(index: number): FetchCall {
      const found = calls[index];
      if (!found) throw new Error(`fetch was called ${calls.length} times, not ${index + 1}`);
      return found;
    },
  };
}

/** A handler that never answers: the call stays pending until it is aborted. */
export const neverAnswers: FetchHandler = () => new Promise<Response>(() => undefined);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function textResponse(text: string, status: number, contentType = 'text/plain'): Response {
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

/** Awaits a call that must fail and hands back what it threw. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail, but it succeeded');
}
