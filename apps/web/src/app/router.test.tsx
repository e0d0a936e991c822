import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../api/testing/fetch-stub';
import { makeGuest } from '../features/auth/testing/user-fixture';
import { renderAppAt } from '../test/render-app';
import { appRoutes } from './routes/app-routes';

// The first render of a lazy page transforms its modules, which takes a while in jsdom.
const LAZY = { timeout: 10_000 };

const INDUSTRIES = [
  {
    id: 2,
    name: 'Grocery',
    slug: 'grocery',
    icon_url: '/media/art/industry/grocery.svg',
    position: 2,
  },
  { id: 1, name: 'Food', slug: 'food', icon_url: '/media/art/industry/food.svg', position: 1 },
];

const SPEC_ROUTES = [
  '/home',
  '/about-us',
  '/riders',
  '/merchants',
  '/careers',
  '/news',
  '/faqs',
  '/contact',
  '/privacy-policy',
  '/cookies-policy',
  '/terms-and-conditions',
  '/signup/user',
  '/forgot-pin',
  '/',
  '/products',
  '/products/store/s1',
  '/products/product-list/s1/2/3/4',
  '/products/details/s1/p1',
  '/checkout/cart-summary',
  '/checkout',
  '/checkoutv2',
  '/review-order',
  '/order/history',
  '/dashboard',
  '/inventory-mgmt',
  '/inventory-mgmt/add',
  '/promotions',
  '/orders-mgmt',
  '/transactions',
  '/staff-mgmt',
  '/pnl',
  '/store-settings',
  '/admin/applications',
  '/admin/applications/a1',
  '/admin/stores',
  '/test',
  '/test/design-1',
  '/test/design-2',
];

function leafPathOf(path: string): string | undefined {
  const matches = matchRoutes(appRoutes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf?.index ? '(index)' : leaf?.path;
}

beforeEach(() => {
  stubFetch(({ url }) => {
    if (url.includes('/industries')) return jsonResponse({ industry_types: INDUSTRIES });
    // The shopper pages show once the browser's guest has signed in.
    if (url.includes('/users/authenticate_anonymously')) return jsonResponse({ user: makeGuest() });
    return jsonResponse({}, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('app router', () => {
  it.each(SPEC_ROUTES)('has a page of its own for %s', (path) => {
    expect(leafPathOf(path)).not.toBe('*');
  });

  it('sends unknown addresses to the catch-all', () => {
    expect(leafPathOf('/nope/nothing')).toBe('*');
  });

  it('renders a known page inside its layout', async () => {
    await renderAppAt('/about-us');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About us' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the 404 page, whose "Go to home" opens the landing page', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/products');
    await user.click(screen.getByRole('link', { name: 'Go to home' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "Your city's stores, at your door" },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lists the industries of the API on the landing page, in their order', async () => {
    await renderAppAt('/home');
    const grid = await screen.findByTestId('industry-grid', undefined, LAZY);
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Food', 'Grocery']);
    expect(links[0]).toHaveAttribute('href', '/products?industryId=1');
  });

  it('shows the shopper header with the industry links on /products', async () => {
    await renderAppAt('/products?industryId=2');
    const industries = await screen.findByRole('navigation', { name: 'Shop by industry' }, LAZY);
    const grocery = within(industries).getByRole('link', { name: 'Grocery' });
    expect(grocery).toHaveAttribute('href', '/products?industryId=2');
    expect(grocery).toHaveAttribute('aria-current', 'page');
    expect(within(industries).getByRole('link', { name: 'Food' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('combobox', { name: 'Search stores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select Address/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grocery stores near you' }, LAZY),
    ).toBeInTheDocument();
  });

  it('keeps a back office page behind its door: a guest is asked to sign in', async () => {
    await renderAppAt('/store-settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your back office' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Store settings · Sauda'));
  });

  it('keeps the operator pages behind their door: a guest is asked to sign in', async () => {
    await renderAppAt('/admin/stores');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This area is for Sauda operators' },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Stores · Sauda'));
  });

  it('sets the document title from the page', async () => {
    await renderAppAt('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers' }, LAZY);
    await waitFor(() => expect(document.title).toBe('Careers · Sauda'));
  });
});
