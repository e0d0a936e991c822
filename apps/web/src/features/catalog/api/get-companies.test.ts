import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { makeCompany, pageOf } from '../testing/catalog-fixtures';
import { catalogKeys } from '../../../shared/catalog/catalog-keys';
import { companiesQueryOptions, getCompanies } from './get-companies';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getCompanies', () => {
  it('asks for one page of 25 stores of the industry, default sort', async () => {
    const body = { companies: [makeCompany()], pagination: pageOf(1) };
    const fetch = stubFetch(() => jsonResponse(body));
    await expect(getCompanies({ industryId: 2, page: 3 })).resolves.toEqual(body);
    expect(fetch.call(0).url).toBe(
      '/api/v1/companies?industry_id=2&page=3&page_size=25&sort=default',
    );
  });

  it('adds lat and long of the delivery location when there is one', async () => {
    const fetch = stubFetch(() => jsonResponse({ companies: [], pagination: pageOf(0) }));
    await getCompanies({ industryId: 2, page: 1, location: { lat: 24.8138, long: 67.0299 } });
    expect(fetch.call(0).url).toBe(
      '/api/v1/companies?industry_id=2&page=1&page_size=25&sort=default&lat=24.8138&long=67.0299',
    );
  });

  it('rejects an answer that is not the contract shape', async () => {
    stubFetch(() => jsonResponse({ companies: [{ name: 'x' }], pagination: pageOf(1) }));
    await expect(failureOf(getCompanies({ industryId: 1, page: 1 }))).resolves.toMatchObject({
      kind: 'exception',
      action: 'GET_COMPANIES',
    });
  });

  it('keeps each industry page under its own key', async () => {
    stubFetch(() => jsonResponse({ companies: [], pagination: pageOf(0) }));
    const client = new QueryClient();
    await client.fetchQuery(companiesQueryOptions(4, 2));
    expect(client.getQueryData(catalogKeys.companyList(4, 2))).toEqual({
      companies: [],
      pagination: pageOf(0),
    });
    expect(catalogKeys.companyList(4, 2).slice(0, 4)).toEqual(catalogKeys.companyLists(4));
  });

  it('keeps each delivery location under its own key, within the industry’s lists', async () => {
    const fetch = stubFetch(() => jsonResponse({ companies: [], pagination: pageOf(0) }));
    const client = new QueryClient();
    const home = { lat: 24.8138, long: 67.0299 };
    await client.ensureQueryData(companiesQueryOptions(4, 1, home));
    await client.ensureQueryData(companiesQueryOptions(4, 1, { lat: 24.8728, long: 67.0611 }));
    // The same place again, as a new object: answered from the cache.
    await client.ensureQueryData(companiesQueryOptions(4, 1, { ...home }));
    expect(fetch.calls).toHaveLength(2);
    expect(catalogKeys.companyList(4, 1, home)).not.toEqual(catalogKeys.companyList(4, 1));
    expect(catalogKeys.companyList(4, 1, home).slice(0, 4)).toEqual(catalogKeys.companyLists(4));
  });
});
