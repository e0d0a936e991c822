import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { makeSearchResponse } from '../testing/catalog-fixtures';
import { getSearchResults, searchResultsQueryOptions } from './get-search-results';
import { getSearchSuggestions } from './get-search-suggestions';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getSearchResults', () => {
  it('searches with the header page size 20 and autocomplete off', async () => {
    const body = makeSearchResponse();
    const fetch = stubFetch(() => jsonResponse(body));
    await expect(getSearchResults('biryani house', 1)).resolves.toEqual(body);
    expect(fetch.call(0).url).toBe(
      '/api/v1/users/app_search?query=biryani+house&page=1&per_page=20&autocomplete=false',
    );
  });

  it('asks again when a suggestions call to the same path cancelled it', async () => {
    let calls = 0;
    stubFetch(({ url }) => {
      calls += 1;
      if (calls === 1) {
        void getSearchSuggestions('bir').catch(() => undefined);
        return new Promise<Response>(() => undefined);
      }
      return url.includes('autocomplete=true')
        ? jsonResponse({ suggestions: [] })
        : jsonResponse(makeSearchResponse());
    });
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const result = await client.fetchQuery(searchResultsQueryOptions('biryani', 1));
    expect(result.merchants).toHaveLength(1);
  });
});

describe('getSearchSuggestions', () => {
  it('asks for names only, with autocomplete on', async () => {
    const suggestions = [
      { kind: 'store', name: 'Karachi Biryani House', query_id: 'kbh', store_query_id: 'kbh' },
    ];
    const fetch = stubFetch(() => jsonResponse({ suggestions }));
    await expect(getSearchSuggestions('biryani')).resolves.toEqual(suggestions);
    expect(fetch.call(0).url).toBe(
      '/api/v1/users/app_search?query=biryani&page=1&per_page=8&autocomplete=true',
    );
  });
});
