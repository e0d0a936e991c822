import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { makeCompany, pageOf } from '../testing/catalog-fixtures';
import { catalogKeys } from './catalog-keys';
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
});
