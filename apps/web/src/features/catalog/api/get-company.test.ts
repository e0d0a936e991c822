import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { makeCategory, makeCompany } from '../testing/catalog-fixtures';
import { companyQueryOptions, getCompany } from './get-company';
import { getCompanyCategories } from './get-company-categories';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getCompany', () => {
  it('GETs companies/{storeQueryId} and gives the company', async () => {
    const company = makeCompany({ query_id: 'a b' });
    const fetch = stubFetch(() => jsonResponse({ company }));
    await expect(getCompany('a b')).resolves.toEqual(company);
    expect(fetch.call(0).url).toBe('/api/v1/companies/a%20b');
  });

  it('asks with lat and long of the delivery location, under a key of its own', async () => {
    const company = makeCompany({ query_id: 'kbh', delivers_to_location: false, distance: 12.5 });
    const fetch = stubFetch(() => jsonResponse({ company }));
    const location = { lat: 24.8138, long: 67.0299 };
    await expect(getCompany('kbh', { location })).resolves.toEqual(company);
    expect(fetch.call(0).url).toBe('/api/v1/companies/kbh?lat=24.8138&long=67.0299');
    expect(companyQueryOptions('kbh', location).queryKey).not.toEqual(
      companyQueryOptions('kbh').queryKey,
    );
  });

  it('passes the 404 of an unknown store on as an http error', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'not_found', message: 'Store not found' } }, 404),
    );
    await expect(failureOf(getCompany('nope'))).resolves.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Store not found',
    });
  });
});

describe('getCompanyCategories', () => {
  it('GETs companies/{storeQueryId}/categories', async () => {
    const categories = [makeCategory()];
    const fetch = stubFetch(() => jsonResponse({ categories }));
    await expect(getCompanyCategories('kbh')).resolves.toEqual(categories);
    expect(fetch.call(0).url).toBe('/api/v1/companies/kbh/categories');
  });
});
