import { act, screen, waitFor, within } from '@testing-library/react';
import type { MerchantOrder } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import {
  acceptedMerchantOrder,
  makeMerchantOrder,
  numberedMerchantOrder,
} from './testing/merchant-order-fixtures';
import { renderOrdersMgmt } from './testing/render-orders-mgmt';
import { queueCalls, serveMerchantOrders, STORE_ID } from './testing/serve-merchant-orders';

beforeEach(() => {
  resetAuthForTest();
  // Five minutes is not up: no reminder gets in the way of these tests.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:08:30.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const list = () => screen.findByRole('list', { name: 'Orders' });
const cards = async () => within(await list()).getAllByRole('listitem');
const chip = (name: RegExp) => screen.getByRole('button', { name });

describe('the order queue', { timeout: 20_000 }, () => {
  it('opens on the new orders, newest first, each card telling what the store needs', async () => {
    const twoLines = placedInvoice({
      short_order_id: 'SD-4F7K2Q',
      invoice_items: [
        placedInvoice().invoice_items[0]!,
        { ...placedInvoice().invoice_items[0]!, id: 2, product_name: 'Raita', quantity: 1 },
        { ...placedInvoice().invoice_items[0]!, id: 3, product_name: 'Zarda', quantity: 1 },
      ],
      total_amount: 1234.5,
    });
    const server = serveMerchantOrders([
      makeMerchantOrder({ invoice: twoLines }),
      numberedMerchantOrder(7),
      acceptedMerchantOrder({ query_id: 'ord_9' }),
    ]);
    await renderOrdersMgmt();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const [first, second] = await cards();
    expect(within(first!).getByRole('heading', { name: 'Order SD-1007' })).toBeVisible();
    expect(second).toHaveTextContent('Order SD-4F7K2Q');
    expect(second).toHaveTextContent('Placed 3 min ago');
    expect(second).toHaveTextContent('Ayesha Khan');
    expect(second).toHaveTextContent('2 × Chicken Biryani, 1 × Raita +1 more');
    expect(second).toHaveTextContent('Rs 1,234.50');
    expect(second).toHaveTextContent('Order Pending');
    expect(within(second!).getByRole('button', { name: 'Accept order SD-4F7K2Q' })).toBeVisible();
    expect(queueCalls(server.calls)).toContainEqual({
      status: 'order_pending',
      page: '1',
      per_page: '25',
    });
    expect(screen.getByText('Showing 2 of 2 orders')).toBeVisible();
  });

  it('counts the orders still to finish on their chips', async () => {
    serveMerchantOrders([
      makeMerchantOrder(),
      acceptedMerchantOrder({ query_id: 'ord_2' }),
      acceptedMerchantOrder({ query_id: 'ord_3' }),
      makeMerchantOrder({ query_id: 'ord_4', status: 'order_delivered' }),
    ]);
    await renderOrdersMgmt();
    await waitFor(() => expect(chip(/^All active/)).toHaveTextContent('All active (3)'));
    expect(chip(/^New/)).toHaveTextContent('New (1)');
    expect(chip(/^New/)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^Accepted/)).toHaveTextContent('Accepted (2)');
    expect(chip(/^On the way/)).toHaveTextContent('On the way (0)');
    expect(chip(/^Delivered/)).toHaveTextContent(/^Delivered$/);
  });

  it('asks for the chosen status and keeps it in the URL', async () => {
    const server = serveMerchantOrders([
      makeMerchantOrder(),
      acceptedMerchantOrder({ query_id: 'ord_2' }),
    ]);
    const { user, router } = await renderOrdersMgmt();
    await list();
    await user.click(chip(/^Accepted/));
    await waitFor(() => expect(router.state.location.search).toBe('?status=order_confirmed'));
    const [card] = await cards();
    expect(card).toHaveTextContent('Order Confirmed');
    expect(
      within(card!).getByRole('button', { name: 'Mark order SD-4F7K2Q dispatched' }),
    ).toBeVisible();
    expect(queueCalls(server.calls)).toContainEqual({
      status: 'order_confirmed',
      page: '1',
      per_page: '25',
    });
    await user.click(chip(/^All active/));
    await waitFor(() =>
      expect(queueCalls(server.calls)).toContainEqual({
        status: 'active',
        page: '1',
        per_page: '25',
      }),
    );
  });

  it('searches by order number or customer once typing pauses', async () => {
    const server = serveMerchantOrders([
      makeMerchantOrder(),
      numberedMerchantOrder(7, { customer: { full_name: 'Bilal Ahmed', mobile_number: null } }),
    ]);
    const { user } = await renderOrdersMgmt();
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'bilal');
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect((await cards())[0]).toHaveTextContent('Bilal Ahmed');
    const searches = queueCalls(server.calls).filter((call) => call.query !== undefined);
    expect(searches).toEqual([
      { status: 'order_pending', query: 'bilal', page: '1', per_page: '25' },
    ]);
  });

  it('says when a search finds nothing', async () => {
    serveMerchantOrders([makeMerchantOrder()]);
    const { user } = await renderOrdersMgmt();
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'SD-ZZZ');
    expect(await screen.findByRole('heading', { name: 'No orders match “SD-ZZZ”' })).toBeVisible();
  });

  it('has an empty state for no new orders', async () => {
    serveMerchantOrders([acceptedMerchantOrder()]);
    await renderOrdersMgmt();
    expect(await screen.findByRole('heading', { name: 'No new orders' })).toBeVisible();
    expect(screen.getByText(/New orders appear here as they come in/)).toBeVisible();
  });

  it('shows an error with Retry when the queue fails, and Retry asks again', async () => {
    let fail = true;
    const orders: MerchantOrder[] = [makeMerchantOrder()];
    serveMerchantOrders(orders, {
      extra: (_call, path) =>
        fail && path === `merchant/stores/${STORE_ID}/orders`
          ? jsonResponse({ error: { code: 'internal', message: 'Something broke' } }, 500)
          : undefined,
    });
    const { user } = await renderOrdersMgmt();
    const panel = await screen.findByText("The orders didn't load. Please try again.");
    fail = false;
    await user.click(
      within(panel.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
    );
    expect(await cards()).toHaveLength(1);
  });

  it('loads 25 more with Load more', async () => {
    const orders = Array.from({ length: 30 }, (_, n) => numberedMerchantOrder(n + 1));
    const server = serveMerchantOrders(orders);
    const { user } = await renderOrdersMgmt();
    expect(await cards()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(30));
    expect(screen.getByText('Showing 30 of 30 orders')).toBeVisible();
    expect(queueCalls(server.calls)).toContainEqual({
      status: 'order_pending',
      page: '2',
      per_page: '25',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('lets the time since placing tick on', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-23T13:08:30.000Z'));
    serveMerchantOrders([makeMerchantOrder()]);
    await renderOrdersMgmt();
    const [card] = await cards();
    expect(card).toHaveTextContent('Placed 3 min ago');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(card).toHaveTextContent('Placed 4 min ago');
  });
});
