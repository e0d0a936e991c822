import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { getProduct } from '../../../shared/catalog/get-product';
import { makeProduct } from '../../catalog/testing/catalog-fixtures';
import { fetchFreshProducts } from './fetch-fresh-products';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('fetchFreshProducts', () => {
  it('asks the server for each product, even one the cache holds, and tells gone from failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(catalogKeys.product('rice'), makeProduct({ query_id: 'rice', cost: 1 }));
    const { calls } = stubFetch(({ url }) => {
      if (url.endsWith('/products/rice')) {
        return jsonResponse({ product: makeProduct({ query_id: 'rice', cost: 300 }) });
      }
      if (url.endsWith('/products/gone')) {
        return jsonResponse({ error: { code: 'product_not_found', message: 'Gone.' } }, 404);
      }
      return jsonResponse({ error: { code: 'internal', message: 'Oops.' } }, 500);
    });
    const result = await fetchFreshProducts(client, ['rice', 'gone', 'broken']);
    expect(calls).toHaveLength(3);
    expect(result.products.get('rice')?.cost).toBe(300);
    expect(result.products.get('gone')).toBeNull();
    expect(result.products.has('broken')).toBe(false);
    expect(result.failed).toEqual(['broken']);
    expect(client.getQueryData(catalogKeys.product('rice'))).toMatchObject({ cost: 300 });
  });

  it('reads the items as GET_ITMS: the product page reading the same product cancels neither', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = [deferred<Response>(), deferred<Response>()];
    let next = 0;
    const { calls } = stubFetch(() => answers[next++]!.promise);
    const page = getProduct('rice');
    const refresh = fetchFreshProducts(client, ['rice']);
    answers.forEach((answer, cost) =>
      answer.resolve(jsonResponse({ product: makeProduct({ query_id: 'rice', cost }) })),
    );
    await expect(page).resolves.toMatchObject({ cost: 0 });
    const result = await refresh;
    expect(result.failed).toEqual([]);
    expect(result.products.get('rice')?.cost).toBe(1);
    expect(calls.map((call) => call.init.signal?.aborted)).toEqual([false, false]);
  });
});
