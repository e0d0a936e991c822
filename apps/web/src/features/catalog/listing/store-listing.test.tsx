import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { selectAddress } from '../../addresses/selection/use-selected-address';
import { AMMI, HOME } from '../../addresses/testing/address-fixtures';
import { authStore } from '../../auth/store/auth-store';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeUser } from '../../auth/testing/user-fixture';
import { ProductsPage } from '../products-page';
import { makeCompany, pageOf } from '../testing/catalog-fixtures';

const INDUSTRIES = [{ id: 1, name: 'Food', slug: 'food', icon_url: '/f.svg', position: 1 }];

/** Stores that deliver to the asked place come first, as the server orders them. */
function companiesFor(url: URL) {
  const lat = url.searchParams.get('lat');
  const near = makeCompany({
    id: 1,
    query_id: 'near',
    name: 'Near Store',
    delivers_to_location: lat === null ? null : true,
  });
  const far = makeCompany({
    id: 2,
    query_id: 'far',
    name: lat === String(AMMI.lat) ? 'Far Store from PECHS' : 'Far Store',
    delivers_to_location: lat === null ? null : false,
  });
  return jsonResponse({ companies: [near, far], pagination: pageOf(2) });
}

function stubApi() {
  return stubFetch(({ url }: FetchCall) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/v1/industries')
      return jsonResponse({ industry_types: INDUSTRIES });
    if (parsed.pathname === '/api/v1/companies') return companiesFor(parsed);
    return jsonResponse({ error: { code: 'not_found', message: 'Nope' } }, 404);
  });
}

const companyUrls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/companies')).map((call) => call.url);

beforeEach(() => resetAuthForTest());
afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('StoreListing with a delivery address (SPEC §4)', () => {
  it('asks without a location when the shopper has no address', async () => {
    const fetch = stubApi();
    authStore.login(makeUser());
    await renderWithProviders(<ProductsPage />, '/products?industryId=1');
    expect(await screen.findByRole('link', { name: 'Far Store' })).toBeInTheDocument();
    expect(companyUrls(fetch.calls)).toEqual([
      '/api/v1/companies?industry_id=1&page=1&page_size=25&sort=default',
    ]);
    expect(screen.queryByText(/Doesn't deliver/)).toBeNull();
  });

  it('asks with lat and long of the selected address and marks stores that do not deliver', async () => {
    const fetch = stubApi();
    authStore.login(makeUser({ home_address: HOME, other_addresses: [AMMI] }));
    await renderWithProviders(<ProductsPage />, '/products?industryId=1');
    const far = await screen.findByRole('link', { name: 'Far Store' });
    expect(companyUrls(fetch.calls)).toEqual([
      `/api/v1/companies?industry_id=1&page=1&page_size=25&sort=default&lat=${HOME.lat}&long=${HOME.long}`,
    ]);
    const farCard = far.closest('article') as HTMLElement;
    expect(within(farCard).getByText("Doesn't deliver to Home")).toBeVisible();
    const nearCard = screen.getByRole('link', { name: 'Near Store' }).closest('article');
    expect(nearCard).not.toHaveTextContent("Doesn't deliver");
  });

  it('reloads the current industry’s list with the new coordinates when the selection changes', async () => {
    const fetch = stubApi();
    authStore.login(makeUser({ home_address: HOME, other_addresses: [AMMI] }));
    await renderWithProviders(<ProductsPage />, '/products?industryId=1');
    await screen.findByRole('link', { name: 'Far Store' });

    act(() => selectAddress(AMMI.id));
    expect(await screen.findByRole('link', { name: 'Far Store from PECHS' })).toBeInTheDocument();
    expect(screen.getByText("Doesn't deliver to Ammi's house")).toBeVisible();
    await waitFor(() => expect(companyUrls(fetch.calls)).toHaveLength(2));
    expect(companyUrls(fetch.calls)[1]).toBe(
      `/api/v1/companies?industry_id=1&page=1&page_size=25&sort=default&lat=${AMMI.lat}&long=${AMMI.long}`,
    );
  });
});
