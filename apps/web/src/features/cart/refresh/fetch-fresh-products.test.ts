import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
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
});
