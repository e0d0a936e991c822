import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from './query-client';
import { RequestError, transportError } from './request-error';

const httpError = (status: number) =>
  new RequestError({ kind: 'http', status, code: `http_${status}`, message: 'x' });

afterEach(() => vi.useRealTimers());

describe('shouldRetryQuery', () => {
  it('retries a timeout or a lost connection twice', () => {
    for (const kind of ['timeout', 'network'] as const) {
      expect(shouldRetryQuery(0, transportError(kind, undefined))).toBe(true);
      expect(shouldRetryQuery(1, transportError(kind, undefined))).toBe(true);
      expect(shouldRetryQuery(2, transportError(kind, undefined))).toBe(false);
    }
  });

  it('never retries an error answer, a cancelled call, a broken body or a foreign error', () => {
    expect(shouldRetryQuery(0, httpError(400))).toBe(false);
    expect(shouldRetryQuery(0, httpError(404))).toBe(false);
    expect(shouldRetryQuery(0, httpError(500))).toBe(false);
    expect(shouldRetryQuery(0, transportError('cancelled', undefined))).toBe(false);
    expect(shouldRetryQuery(0, transportError('exception', undefined))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('keeps data fresh for 30 s and never retries mutations', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('runs a query that fails offline three times in all, then reports the error', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(transportError('network', undefined)));
    const result = client
      .fetchQuery({ queryKey: ['offline'], queryFn })
      .catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ message: 'Connection Failed' });
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('runs a query answered 404 once', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(httpError(404)));
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn })).rejects.toMatchObject({
      status: 404,
    });
    expect(queryFn).toHaveBeenCalledOnce();
  });
});
