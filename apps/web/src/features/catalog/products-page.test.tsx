import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../api/request';
import { jsonResponse, stubFetch, type FetchCall } from '../../api/testing/fetch-stub';
import { renderWithProviders } from '../../test/render-app';
import { ProductsPage } from './products-page';
import {
  makeCompany,
  makeProduct,
  makeSearchMerchant,
  makeSearchResponse,
  pageOf,
} from './testing/catalog-fixtures';

const INDUSTRIES = [
  { id: 2, name: 'Grocery', slug: 'grocery', icon_url: '/g.svg', position: 2 },
  { id: 1, name: 'Food', slug: 'food', icon_url: '/f.svg', position: 1 },
];

function stores(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeCompany({ id: index + 1, query_id: `store-${index + 1}`, name: `Store ${index + 1}` }),
  );
}

type Handler = (url: URL) => Response | undefined;

function stubApi(handler: Handler) {
  return stubFetch(({ url }: FetchCall) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/v1/industries')
      return jsonResponse({ industry_types: INDUSTRIES });
    return handler(parsed) ?? jsonResponse({ error: { code: 'not_found', message: 'Nope' } }, 404);
  });
}

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('ProductsPage: store listing', () => {
  it('lists the first industry’s stores when no industry is asked for', async () => {
    const fetch = stubApi((url) =>
      url.pathname === '/api/v1/companies'
        ? jsonResponse({ companies: stores(3), pagination: pageOf(3) })
        : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Food stores near you' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Store 3' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 stores')).toHaveAttribute('aria-live', 'polite');
    const call = fetch.calls.find((item) => item.url.includes('/companies'));
    expect(call?.url).toBe('/api/v1/companies?industry_id=1&page=1&page_size=25&sort=default');
    expect(screen.queryByRole('navigation', { name: 'Store list pages' })).not.toBeInTheDocument();
  });

  it('shows skeletons while the stores load', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/companies' ? (new Promise(() => undefined) as never) : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products?industryId=2');
    expect(await screen.findByRole('status', { name: 'Loading stores…' })).toBeInTheDocument();
  });

  it('asks for the page in the address and links every page, 25 a page', async () => {
    const fetch = stubApi((url) =>
      url.pathname === '/api/v1/companies'
        ? jsonResponse({ companies: stores(25), pagination: pageOf(60, 2) })
        : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products?industryId=2&page=2');
    expect(await screen.findByText('Showing 26–50 of 60 stores')).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.url.includes('industry_id=2&page=2'))).toBe(true);
    const pages = screen.getByRole('navigation', { name: 'Store list pages' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/products?industryId=2&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/products?industryId=2',
    );
    expect(within(pages).getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers other industries when one has no stores', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/companies'
        ? jsonResponse({ companies: [], pagination: pageOf(0) })
        : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products?industryId=2');
    expect(await screen.findByRole('heading', { name: 'No stores here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Food' })).toHaveAttribute(
      'href',
      '/products?industryId=1',
    );
    expect(screen.queryByRole('link', { name: 'Grocery' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry that loads the stores again', async () => {
    let fail = true;
    stubApi((url) => {
      if (url.pathname !== '/api/v1/companies') return undefined;
      return fail
        ? jsonResponse({ error: { code: 'boom', message: 'Boom' } }, 500)
        : jsonResponse({ companies: stores(1), pagination: pageOf(1) });
    });
    const user = userEvent.setup();
    await renderWithProviders(<ProductsPage />, '/products?industryId=2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the stores.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Store 1' })).toBeInTheDocument();
  });
});

describe('ProductsPage: search results', () => {
  it('searches with page size 20, page 1, autocomplete off, and shows stores and products', async () => {
    const fetch = stubApi((url) =>
      url.pathname === '/api/v1/users/app_search'
        ? jsonResponse(
            makeSearchResponse({
              merchants: [makeSearchMerchant()],
              products: [
                makeProduct(),
                makeProduct({ query_id: 'mutton', name: 'Mutton Biryani' }),
              ],
            }),
          )
        : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products?search=biryani');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “biryani”');
    const storesSection = await screen.findByRole('region', { name: 'Stores (1)' });
    expect(
      within(storesSection).getByRole('link', { name: 'Karachi Biryani House' }),
    ).toHaveAttribute('href', '/products/store/karachi-biryani-house');
    const productsSection = screen.getByRole('region', { name: 'Products (2)' });
    expect(within(productsSection).getByRole('link', { name: 'Mutton Biryani' })).toHaveAttribute(
      'href',
      '/products/details/karachi-biryani-house/mutton',
    );
    expect(screen.getByText('Found 1 store and 2 products')).toBeInTheDocument();
    const call = fetch.calls.find((item) => item.url.includes('app_search'));
    expect(call?.url).toBe(
      '/api/v1/users/app_search?query=biryani&page=1&per_page=20&autocomplete=false',
    );
  });

  it('cleans the search text of the address before asking', async () => {
    const fetch = stubApi((url) =>
      url.pathname === '/api/v1/users/app_search' ? jsonResponse(makeSearchResponse()) : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products?search=%20biryani%21%20house%20');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Results for “biryani house”',
    );
    await screen.findByRole('region', { name: 'Stores (1)' });
    expect(fetch.calls.some((call) => call.url.includes('query=biryani+house&'))).toBe(true);
  });

  it('says kindly when nothing matched and offers categories', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/users/app_search'
        ? jsonResponse(
            makeSearchResponse({
              merchants: [],
              products: [],
              pagination: pageOf(0),
              products_pagination: pageOf(0),
            }),
          )
        : undefined,
    );
    await renderWithProviders(<ProductsPage />, '/products?search=qwerty');
    expect(
      await screen.findByRole('heading', { name: 'No results for “qwerty”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Checking the spelling, or typing fewer letters')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Grocery' })).toBeInTheDocument();
  });
});
