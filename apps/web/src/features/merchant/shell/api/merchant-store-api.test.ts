import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../../api/request';
import { failureOf, jsonResponse, stubFetch } from '../../../../api/testing/fetch-stub';
import { sentJson } from '../../../auth/testing/sent-body';
import { makeMerchantStore, makeStoreSummary } from '../testing/merchant-fixtures';
import { getMerchantStore } from './get-merchant-store';
import { getMerchantStores } from './get-merchant-stores';
import { updateMerchantStore } from './update-merchant-store';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('merchant stores API', () => {
  it('GETs merchant/stores and gives the list', async () => {
    const stores = [makeStoreSummary()];
    const fetch = stubFetch(() => jsonResponse({ stores }));
    await expect(getMerchantStores()).resolves.toEqual(stores);
    expect(fetch.call(0).url).toBe('/api/v1/merchant/stores');
  });

  it('refuses a list that is not the contract', async () => {
    stubFetch(() => jsonResponse({ stores: [{ query_id: 'st_1' }] }));
    expect(await failureOf(getMerchantStores())).toBeInstanceOf(Error);
  });

  it('GETs one store by its query id', async () => {
    const store = makeMerchantStore();
    const fetch = stubFetch(() => jsonResponse({ store }));
    await expect(getMerchantStore('st biryani')).resolves.toEqual(store);
    expect(fetch.call(0).url).toBe('/api/v1/merchant/stores/st%20biryani');
  });

  it('PATCHes the settings as JSON and gives the saved store', async () => {
    const store = makeMerchantStore({ preparation_minutes: 25 });
    const fetch = stubFetch(() => jsonResponse({ store }));
    await expect(updateMerchantStore('st_biryani', { preparation_minutes: 25 })).resolves.toEqual(
      store,
    );
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/merchant/stores/st_biryani');
    expect(init.method).toBe('PATCH');
    expect(sentJson(init)).toEqual({ preparation_minutes: 25 });
  });
});
