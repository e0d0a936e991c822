import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { startEachTestAsGuest } from '../../auth/testing/guest-session';
import { placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { dispatchedOrder, makeOrder, numberedOrder } from '../testing/order-fixtures';
import { renderOrderHistory } from '../testing/render-order-history';
import { listCalls, serveOrders } from '../testing/serve-orders';

startEachTestAsGuest();

const delivered = (n: number): Order =>
  numberedOrder(n, {
    status: 'order_delivered',
    can_cancel: false,
    handover_code: null,
  });

describe('Order history', { timeout: 20_000 }, () => {
  it('is titled Order history and lists the active orders with their count', async () => {
    const server = serveOrders([makeOrder(), numberedOrder(2, { status: 'order_confirmed' })]);
    await renderOrderHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findAllByRole('button', { name: /Karachi Biryani House/ })).toHaveLength(2);
    expect(listCalls(server.calls)).toEqual([{ orderType: 'active', page: 1, perPage: 24 }]);
  });

  it('shows on a card the store, order number, date, time, total and status', async () => {
    serveOrders([
      makeOrder({ invoice: placedInvoice({ total_amount: 1234.5, short_order_id: 'SD-4F7K2Q' }) }),
    ]);
    await renderOrderHistory();
    const card = await screen.findByRole('button', { name: /SD-4F7K2Q/ });
    expect(card).toHaveTextContent('Karachi Biryani House');
    expect(card).toHaveTextContent('Order SD-4F7K2Q');
    expect(card).toHaveTextContent('2 items');
    expect(card).toHaveTextContent('23 Nov 2026 · 18:05');
    expect(card).toHaveTextContent('Rs 1,234.50');
    expect(card).toHaveTextContent('Order Pending');
  });

  it('labels each status as the spec does', async () => {
    serveOrders([dispatchedOrder(), numberedOrder(2, { status: 'order_confirmed' })]);
    await renderOrderHistory();
    expect(await screen.findByText('Order Dispatched')).toBeVisible();
    expect(screen.getByText('Order Confirmed')).toBeVisible();
  });

  it('asks for past orders on the Past tab and keeps the tab in the URL', async () => {
    const server = serveOrders([makeOrder(), delivered(3)]);
    const { user, router } = await renderOrderHistory();
    await screen.findByRole('tab', { name: 'Active (1)' });
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(router.state.location.search).toBe('?tab=past');
    const card = await screen.findByRole('button', { name: /SD-1003/ });
    expect(card).toHaveTextContent('Order Delivered');
    expect(listCalls(server.calls).map((call) => call.orderType)).toEqual(['active', 'past']);
  });

  it('opens at the tab of the URL, so a refresh keeps it', async () => {
    const server = serveOrders([
      numberedOrder(4, { status: 'cancelled', cancelled_by: 'merchant', can_cancel: false }),
    ]);
    await renderOrderHistory('/order/history?tab=cancelled');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: /SD-1004/ })).toHaveTextContent('Cancelled');
    expect(
      listCalls(server.calls)
        .map((call) => call.orderType)
        .sort(),
    ).toEqual(['active', 'cancelled']);
  });

  it('loads the next page of 24 with Load more and adds it under the first', async () => {
    const orders = Array.from({ length: 30 }, (_, index) => delivered(index + 1));
    const server = serveOrders(orders);
    const { user } = await renderOrderHistory('/order/history?tab=past');
    expect(await screen.findByText('Showing 24 of 30 orders')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Karachi Biryani House/ })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 of 30 orders')).toBeVisible();
    const cards = screen.getAllByRole('button', { name: /Karachi Biryani House/ });
    expect(cards).toHaveLength(30);
    expect(cards[0]).toHaveTextContent('SD-1001');
    expect(cards[29]).toHaveTextContent('SD-1030');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listCalls(server.calls).filter((call) => call.orderType === 'past')).toEqual([
      { orderType: 'past', page: 1, perPage: 24 },
      { orderType: 'past', page: 2, perPage: 24 },
    ]);
  });

  it('offers no Load more when one page holds every order', async () => {
    serveOrders([makeOrder()]);
    await renderOrderHistory();
    await screen.findByRole('button', { name: /SD-4F7K2Q/ });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows skeleton cards while the orders load', async () => {
    serveOrders([], () => new Promise<Response>(() => undefined) as unknown as Response);
    await renderOrderHistory();
    expect(screen.getByRole('status', { name: 'Loading your orders…' })).toBeVisible();
  });

  it('tells a shopper with no active orders so, with Continue Shopping', async () => {
    serveOrders([]);
    const { user, router } = await renderOrderHistory();
    expect(await screen.findByRole('heading', { name: 'No active orders' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Active (0)' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('has an empty state of its own for the Past and Cancelled tabs', async () => {
    serveOrders([]);
    const { user } = await renderOrderHistory();
    await user.click(await screen.findByRole('button', { name: 'See past orders' }));
    expect(await screen.findByRole('heading', { name: 'No past orders yet' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByRole('heading', { name: 'No cancelled orders' })).toBeVisible();
  });

  it('shows an error panel when the orders fail, and Retry asks again', async () => {
    let fail = true;
    const server = serveOrders([makeOrder()], (_, path) =>
      path === 'users/orders' && fail
        ? jsonResponse({ error: { code: 'internal', message: 'Something broke' } }, 500)
        : undefined,
    );
    const { user } = await renderOrderHistory();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent("Your orders didn't load. Please try again.");
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /SD-4F7K2Q/ })).toBeVisible();
    expect(listCalls(server.calls).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the open order in the URL and closes it again', async () => {
    serveOrders([makeOrder()]);
    const { user, router } = await renderOrderHistory();
    await user.click(await screen.findByRole('button', { name: /SD-4F7K2Q/ }));
    expect(await screen.findByRole('dialog', { name: 'Order Detail' })).toBeVisible();
    expect(router.state.location.search).toBe('?order=ord_1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Detail' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('lists summaries and fetches the whole order when a card is opened', async () => {
    const server = serveOrders([makeOrder()]);
    const { user } = await renderOrderHistory();
    const detailCalls = () =>
      server.calls.filter((call) => call.url.endsWith('/api/v1/users/orders/ord_1'));
    await user.click(await screen.findByRole('button', { name: /SD-4F7K2Q/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Detail' });
    expect(await within(dialog).findByText('Chicken Biryani')).toBeVisible();
    expect(detailCalls()).toHaveLength(1);
  });

  it('opens the order of the URL after a refresh, from the server', async () => {
    const server = serveOrders([dispatchedOrder()]);
    await renderOrderHistory('/order/history?order=ord_1');
    const dialog = await screen.findByRole('dialog', { name: 'Order Detail' });
    expect(await within(dialog).findByText('SD-4F7K2Q')).toBeVisible();
    expect(server.calls.some((call) => call.url.endsWith('/api/v1/users/orders/ord_1'))).toBe(true);
  });

  it('says so when the order of the URL cannot be found', async () => {
    serveOrders([]);
    await renderOrderHistory('/order/history?order=ord_gone');
    const dialog = await screen.findByRole('dialog', { name: 'Order Detail' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order could not be found.',
    );
  });
});
