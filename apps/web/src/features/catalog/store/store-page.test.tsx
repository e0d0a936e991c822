import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { HOME } from '../../addresses/testing/address-fixtures';
import { authStore } from '../../auth/store/auth-store';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeUser } from '../../auth/testing/user-fixture';
import {
  makeCategory,
  makeCompany,
  makeProduct,
  makeSearchResponse,
  pageOf,
} from '../testing/catalog-fixtures';
import { renderRoute } from '../testing/render-route';
import { StorePage } from './store-page';

const ROUTES = [
  '/products/store/:storeQueryId',
  '/products/product-list/:storeQueryId/:categoryId/:subCategoryId/:industryId',
];
const CATEGORIES = [
  makeCategory(),
  makeCategory({
    id: 5,
    name: 'Drinks',
    sub_categories: [
      { id: 11, name: 'Soft drinks', product_count: 3 },
      { id: 12, name: 'Lassi', product_count: 2 },
    ],
  }),
];

function productsFor(url: URL) {
  const sub = url.searchParams.get('sub_category_id');
  const name = url.searchParams.get('name');
  const label = name ? `Found ${name}` : `Item of ${sub}`;
  return jsonResponse({
    products: [makeProduct({ query_id: `p-${sub ?? name}`, name: label })],
    pagination: pageOf(30, Number(url.searchParams.get('page'))),
  });
}

/** users/app_search inside the store: "none" finds nothing, anything else 120 products. */
function storeSearchFor(url: URL) {
  const query = url.searchParams.get('query') ?? '';
  const page = Number(url.searchParams.get('page'));
  const total = query === 'none' ? 0 : 120;
  return jsonResponse(
    makeSearchResponse({
      merchants: [],
      products: total ? [makeProduct({ query_id: `s-${query}`, name: `Found ${query}` })] : [],
      products_pagination: pageOf(total, page, 50),
    }),
  );
}

function stubStore(overrides: { company?: Response } = {}) {
  return stubFetch(({ url }: FetchCall) => {
    const parsed = new URL(url, 'http://localhost');
    switch (parsed.pathname) {
      case '/api/v1/companies/kbh':
        return overrides.company ?? jsonResponse({ company: makeCompany({ query_id: 'kbh' }) });
      case '/api/v1/companies/kbh/categories':
        return jsonResponse({ categories: CATEGORIES });
      case '/api/v1/products':
        return productsFor(parsed);
      case '/api/v1/users/app_search':
        return storeSearchFor(parsed);
      default:
        return jsonResponse({ industry_types: [] });
    }
  });
}

const productCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/products')).map((call) => call.url);
const searchCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/users/app_search')).map((call) => call.url);

afterEach(() => {
  resetAuthForTest();
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('StorePage', () => {
  it('shows the store and selects the first category’s first sub-category, page 1 (SPEC §4)', async () => {
    const fetch = stubStore();
    await renderRoute(ROUTES, <StorePage />, '/products/store/kbh');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Karachi Biryani House' }),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Delivery details' })).toHaveTextContent(
      '35 min delivery',
    );
    expect(screen.getByText('Delivery Rs 99.00')).toBeInTheDocument();
    expect(screen.getByText('Min. order Rs 300.00')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Item of 7' })).toHaveAttribute(
      'href',
      '/products/details/kbh/p-7',
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('button', { name: 'Biryani' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Chicken' })).toBeInTheDocument();
    expect(productCalls(fetch.calls)).toEqual([
      '/api/v1/products?organization_query_id=kbh&category_id=3&sub_category_id=7&page=1&per_page=25',
    ]);
  });

  it('preselects the category and sub-category of the product-list address', async () => {
    const fetch = stubStore();
    await renderRoute(ROUTES, <StorePage />, '/products/product-list/kbh/5/12/1');
    expect(await screen.findByRole('link', { name: 'Item of 12' })).toBeInTheDocument();
    const subs = screen.getByRole('navigation', { name: 'Sub-categories of Drinks' });
    expect(within(subs).getByRole('button', { name: 'Lassi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(productCalls(fetch.calls)[0]).toContain('category_id=5&sub_category_id=12&page=1');
  });

  it('falls back to the first category when the requested one is not the store’s', async () => {
    stubStore();
    await renderRoute(ROUTES, <StorePage />, '/products/store/kbh?categoryId=99');
    expect(await screen.findByRole('link', { name: 'Item of 7' })).toBeInTheDocument();
  });

  it('loads the first sub-category at page 1 when a category is chosen', async () => {
    const user = userEvent.setup();
    const fetch = stubStore();
    const { router } = await renderRoute(ROUTES, <StorePage />, '/products/store/kbh?page=2');
    await screen.findByRole('link', { name: 'Item of 7' });
    await user.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(await screen.findByRole('link', { name: 'Item of 11' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?categoryId=5');
    expect(productCalls(fetch.calls).at(-1)).toContain('category_id=5&sub_category_id=11&page=1');
    await user.click(screen.getByRole('button', { name: 'Lassi' }));
    expect(await screen.findByRole('link', { name: 'Item of 12' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?categoryId=5&subCategoryId=12');
  });

  it('pages the products 25 at a time, keeping the selection in the links', async () => {
    stubStore();
    await renderRoute(ROUTES, <StorePage />, '/products/store/kbh?categoryId=5&subCategoryId=12');
    await screen.findByRole('link', { name: 'Item of 12' });
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/products/store/kbh?categoryId=5&subCategoryId=12&page=2',
    );
    expect(screen.getByText('30 products')).toBeInTheDocument();
  });

  it('searches the store through app_search with store_id, 50 a page', async () => {
    const user = userEvent.setup();
    const fetch = stubStore();
    const { router } = await renderRoute(ROUTES, <StorePage />, '/products/store/kbh');
    await screen.findByRole('link', { name: 'Item of 7' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search in Karachi Biryani House' }),
      'raita!{Enter}',
    );
    expect(await screen.findByRole('link', { name: 'Found raita' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Results for “raita”' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=raita');
    expect(searchCalls(fetch.calls)).toEqual([
      '/api/v1/users/app_search?query=raita&store_id=kbh&page=1&per_page=50&autocomplete=false',
    ]);
    expect(screen.getByText('120 products')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/products/store/kbh?categoryId=3&subCategoryId=7&page=3&name=raita',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Item of 7' })).toBeInTheDocument();
  });

  it('follows the typing once it pauses, without Enter', async () => {
    const user = userEvent.setup();
    const fetch = stubStore();
    const { router } = await renderRoute(ROUTES, <StorePage />, '/products/store/kbh');
    await screen.findByRole('link', { name: 'Item of 7' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search in Karachi Biryani House' }),
      'lassi',
    );
    expect(await screen.findByRole('link', { name: 'Found lassi' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=lassi');
    expect(searchCalls(fetch.calls)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Item of 7' })).not.toBeInTheDocument();
  });

  it('says when nothing in the store matches, with a way back to the categories', async () => {
    const user = userEvent.setup();
    stubStore();
    await renderRoute(ROUTES, <StorePage />, '/products/store/kbh?name=none');
    expect(await screen.findByText('No products in this store match “none”.')).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Results for “none”' });
    await user.click(within(main).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Item of 7' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search in Karachi Biryani House' })).toHaveValue(
      '',
    );
  });

  it('says so when the store does not exist', async () => {
    stubStore({
      company: jsonResponse({ error: { code: 'not_found', message: 'Store not found' } }, 404),
    });
    await renderRoute(ROUTES, <StorePage />, '/products/store/kbh');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this store" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stores' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('asks with the selected address and says when the store does not deliver there', async () => {
    authStore.login(makeUser({ home_address: HOME }));
    const fetch = stubStore({
      company: jsonResponse({
        company: makeCompany({ query_id: 'kbh', delivers_to_location: false, distance: 14.2 }),
      }),
    });
    await renderRoute(ROUTES, <StorePage />, '/products/store/kbh');
    expect(await screen.findByText("Doesn't deliver to Home")).toBeVisible();
    expect(fetch.calls.map((call) => call.url)).toContain(
      `/api/v1/companies/kbh?lat=${HOME.lat}&long=${HOME.long}`,
    );
  });
});
