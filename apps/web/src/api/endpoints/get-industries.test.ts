import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../request';
import { failureOf, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { getIndustries, industriesQueryOptions, industryKeys } from './get-industries';

const industries = [
  { id: 1, name: 'Food', slug: 'food', icon_url: '/media/food.svg', position: 1 },
  { id: 2, name: 'Grocery', slug: 'grocery', icon_url: '/media/grocery.svg', position: 2 },
];

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getIndustries', () => {
  it('GETs /api/v1/industries and gives the validated list', async () => {
    const fetch = stubFetch(() => jsonResponse({ industry_types: industries }));
    await expect(getIndustries()).resolves.toEqual(industries);
    expect(fetch.call(0).url).toBe('/api/v1/industries');
    expect(fetch.call(0).init.method).toBe('GET');
  });

  it('rejects an answer that is not the contract shape', async () => {
    stubFetch(() => jsonResponse({ industry_types: [{ id: 'one' }] }));
    await expect(failureOf(getIndustries())).resolves.toMatchObject({
      kind: 'exception',
      action: 'GET_INDUSTRIES',
    });
  });
});

describe('industriesQueryOptions', () => {
  it('loads through a QueryClient under the industries key', async () => {
    stubFetch(() => jsonResponse({ industry_types: industries }));
    const client = new QueryClient();
    const options = industriesQueryOptions();
    expect(options.queryKey).toEqual(industryKeys.all);
    await expect(client.fetchQuery(options)).resolves.toEqual(industries);
    expect(client.getQueryData(industryKeys.all)).toEqual(industries);
  });

  it('hands the query signal to the requester, so cancelling the query cancels the call', async () => {
    const fetch = stubFetch(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const queryFn = industriesQueryOptions().queryFn as (context: {
      signal: AbortSignal;
    }) => Promise<unknown>;
    const call = failureOf(queryFn({ signal: controller.signal }));
    controller.abort();
    await expect(call).resolves.toMatchObject({ kind: 'cancelled' });
    expect(fetch.call(0).init.signal?.aborted).toBe(true);
  });
});
