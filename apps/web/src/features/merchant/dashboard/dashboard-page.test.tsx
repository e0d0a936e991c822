import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, jsonResponse } from '../../../api/testing/fetch-stub';
import { changeLanguage, i18next } from '../../../i18n';
import { provideUrduResources } from '../../../i18n/testing/urdu-resources';
import { leftToRight } from './model/bidi';
import { emptyDashboard, makeDashboard } from './testing/dashboard-fixtures';
import { renderDashboard, startEachTestAsOwner } from './testing/render-dashboard';
import { requestedRanges, serveDashboard } from './testing/serve-dashboard';

startEachTestAsOwner();

const serverError = () =>
  jsonResponse({ error: { code: 'internal_error', message: 'Something went wrong.' } }, 500);

const keyFigures = () => screen.getByRole('region', { name: 'Key figures' });

describe('Store dashboard', { timeout: 20_000 }, () => {
  it("asks for the current store's figures of today, with the session", async () => {
    const server = serveDashboard((range) => makeDashboard(range));
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('Karachi Biryani House')).toBeVisible();
    await screen.findByRole('region', { name: 'Key figures' });
    expect(server.call(0).url).toBe('/api/v1/merchant/stores/cmp_biryani/dashboard?range=today');
    expect(new Headers(server.call(0).init.headers).get('Authorization')).toBe(
      'Bearer token-registered',
    );
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the key figures of the answer, money as rupees', async () => {
    serveDashboard((range) => makeDashboard(range));
    await renderDashboard();
    await screen.findByRole('region', { name: 'Key figures' });
    const figures = keyFigures();
    expect(figures).toHaveTextContent('Orders12');
    expect(figures).toHaveTextContent('1 cancelled, not counted');
    expect(figures).toHaveTextContent('SalesRs 15,600.50');
    expect(figures).toHaveTextContent('Average basketRs 1,300.04');
    expect(figures).toHaveTextContent('Waiting for you2');
  });

  it('links the orders waiting to the queue filtered on them, highlighted', async () => {
    serveDashboard((range) => makeDashboard(range));
    const { user, router } = await renderDashboard();
    const waiting = await screen.findByRole('link', { name: /Waiting for you/ });
    expect(waiting).toHaveAttribute('href', '/orders-mgmt?status=order_pending');
    expect(waiting).toHaveTextContent('Open the queue to accept them');
    await user.click(waiting);
    expect(router.state.location.pathname).toBe('/orders-mgmt');
    expect(router.state.location.search).toBe('?status=order_pending');
  });

  it('says so when no order is waiting', async () => {
    serveDashboard((range) => makeDashboard(range, { pending_count: 0 }));
    await renderDashboard();
    const waiting = await screen.findByRole('link', { name: /Waiting for you/ });
    expect(waiting).toHaveTextContent('Waiting for you0Nothing to accept right now');
  });

  it('lists the orders by status, the best sellers and what runs low', async () => {
    serveDashboard((range) => makeDashboard(range));
    await renderDashboard();
    const statuses = await screen.findByRole('region', { name: 'Orders by status' });
    expect(statuses).toHaveTextContent('13 orders placed in this period');
    const rows = within(statuses).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Order Pending2',
      'Order Confirmed3',
      'Order Dispatched1',
      'Order Delivered6',
      'Cancelled1',
    ]);
    const top = screen.getByRole('region', { name: 'Top products' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1Chicken BiryaniRs 6,300.0014 units sold', '2RaitaRs 900.509 units sold']);
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Mint MargaritaSold out', 'Shami Kebab3 left']);
    expect(within(low).getByRole('link', { name: 'Manage stock' })).toHaveAttribute(
      'href',
      '/inventory-mgmt',
    );
  });

  it('charts sales by hour and gives screen readers the same figures as a table', async () => {
    serveDashboard((range) => makeDashboard(range));
    await renderDashboard();
    const chart = await screen.findByRole('region', { name: 'Sales by hour' });
    expect(chart).toHaveTextContent(`Busiest hour: ${leftToRight('02:00–03:00')}, 7 orders`);
    const table = within(chart).getByRole('table', { name: 'Orders and sales by hour, today' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[0]).toHaveTextContent('HourOrdersSales');
    expect(rows[2]).toHaveTextContent(`${leftToRight('01:00–02:00')}4Rs 5,400.50`);
    expect(rows[24]).toHaveTextContent(`${leftToRight('23:00–00:00')}0Rs 0.00`);
  });

  it('draws the chart once its library has loaded, out of the way of assistive technology', async () => {
    serveDashboard((range) => makeDashboard(range));
    await renderDashboard();
    const chart = await screen.findByRole('region', { name: 'Sales by hour' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
    const drawing = chart.querySelector('svg')?.closest('[aria-hidden="true"][dir="ltr"]');
    expect(drawing).not.toBeNull();
    expect(drawing?.querySelector('[tabindex="0"]')).toBeNull();
  });

  it('switches the range, keeps it in the URL and asks for that range', async () => {
    const server = serveDashboard((range) => makeDashboard(range));
    const { user, router } = await renderDashboard();
    await screen.findByRole('region', { name: 'Sales by hour' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(router.state.location.search).toBe('?range=7d');
    const chart = await screen.findByRole('region', { name: 'Sales by day' });
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const table = within(chart).getByRole('table', {
      name: 'Orders and sales by day, last 7 days',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getAllByRole('row')[7]).toHaveTextContent('Fri, 27 Nov');
    expect(requestedRanges(server.calls)).toEqual(['today', '7d']);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Sales by hour' })).toBeVisible();
  });

  it('keeps the figures on screen, marked as updating, while another range loads', async () => {
    const week = deferred<Response>();
    serveDashboard((range) => (range === '7d' ? week.promise : makeDashboard(range)));
    const { user } = await renderDashboard();
    await screen.findByRole('region', { name: 'Sales by hour' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('progressbar', { name: 'Updating the figures…' })).toBeVisible();
    expect(keyFigures()).toHaveTextContent('SalesRs 15,600.50');
    week.resolve(jsonResponse({ dashboard: makeDashboard('7d', { sales: 99 }) }));
    await waitFor(() => expect(keyFigures()).toHaveTextContent('SalesRs 99.00'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens at the range of the URL', async () => {
    const server = serveDashboard((range) => makeDashboard(range));
    await renderDashboard('/dashboard?range=30d');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('table', { name: 'Orders and sales by day, last 30 days' });
    expect(requestedRanges(server.calls)).toEqual(['30d']);
  });

  it('reads an unknown range in the URL as today', async () => {
    const server = serveDashboard((range) => makeDashboard(range));
    await renderDashboard('/dashboard?range=year');
    await screen.findByRole('region', { name: 'Sales by hour' });
    expect(requestedRanges(server.calls)).toEqual(['today']);
  });

  it('shows skeletons while the figures load', async () => {
    serveDashboard(() => new Promise<Response>(() => undefined));
    await renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading your dashboard…' })).toBeVisible();
  });
});

describe('Store dashboard without orders', { timeout: 20_000 }, () => {
  it('explains what will appear, with the ways to orders and store settings', async () => {
    serveDashboard((range) => emptyDashboard(range));
    const { user, router } = await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No orders yet today' })).toBeVisible();
    expect(screen.getByText(/this page shows your sales hour by hour/)).toBeVisible();
    expect(screen.queryByRole('region', { name: /Sales by/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Low stock' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to orders' })).toHaveAttribute(
      'href',
      '/orders-mgmt',
    );
    await user.click(screen.getByRole('link', { name: 'Store settings' }));
    expect(router.state.location.pathname).toBe('/store-settings');
  });

  it('offers the last 30 days, and still shows products running low', async () => {
    const server = serveDashboard((range) =>
      emptyDashboard(range).range === '30d'
        ? { ...emptyDashboard('30d'), low_stock: [{ query_id: 'p', name: 'Raita', quantity: 2 }] }
        : emptyDashboard(range),
    );
    const { user, router } = await renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'See the last 30 days' }));
    expect(router.state.location.search).toBe('?range=30d');
    expect(
      await screen.findByRole('heading', { name: 'No orders in the last 30 days' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See the last 30 days' })).toBeNull();
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(low).toHaveTextContent('Raita2 left');
    expect(requestedRanges(server.calls)).toEqual(['today', '30d']);
  });

  it('counts orders still waiting from before the range', async () => {
    serveDashboard((range) => ({ ...emptyDashboard(range), pending_count: 1 }));
    await renderDashboard();
    await screen.findByRole('heading', { name: 'No orders yet today' });
    expect(screen.getByRole('link', { name: /Waiting for you/ })).toHaveTextContent(
      'Waiting for you1',
    );
  });
});

describe('Store dashboard errors', { timeout: 20_000 }, () => {
  it('shows an error panel whose Retry asks again', async () => {
    let answers = 0;
    const server = serveDashboard((range) =>
      answers++ === 0 ? serverError() : makeDashboard(range),
    );
    const { user } = await renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your store's figures didn't load. Please try again.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Key figures' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls).toHaveLength(2);
  });

  it('refuses an answer that is not the contract', async () => {
    serveDashboard(() => jsonResponse({ dashboard: { orders_count: 'many' } }));
    await renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Retry');
  });
});

describe('Store dashboard in Urdu', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await changeLanguage('en');
    i18next.removeResourceBundle('ur', 'translation');
  });

  it('reads right to left and keeps figures in Latin digits', async () => {
    serveDashboard((range) => makeDashboard(range));
    await renderDashboard();
    await screen.findByRole('region', { name: 'Key figures' });
    provideUrduResources();
    await act(() => changeLanguage('ur'));
    const figures = await screen.findByRole('region', { name: 'اہم اعداد و شمار' });
    expect(screen.getByRole('heading', { level: 1, name: 'ڈیش بورڈ' })).toBeVisible();
    expect(figures).toHaveTextContent('Rs 15,600.50');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
