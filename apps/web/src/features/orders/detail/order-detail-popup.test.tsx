import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { startEachTestAsGuest } from '../../auth/testing/guest-session';
import { makeProduct } from '../../catalog/testing/catalog-fixtures';
import { placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { orderQueryKeys } from '../api/order-query-keys';
import { dispatchedOrder, makeOrder } from '../testing/order-fixtures';
import { renderOrderHistory } from '../testing/render-order-history';
import { serveOrders } from '../testing/serve-orders';

startEachTestAsGuest();

async function openPopup(orders: Order[], extra?: Parameters<typeof serveOrders>[1]) {
  const server = serveOrders(orders, extra);
  const view = await renderOrderHistory();
  await view.user.click(await screen.findByRole('button', { name: /SD-4F7K2Q/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Order Detail' });
  return { ...view, server, dialog };
}

const timeline = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: 'Order progress' });

describe('Order Detail popup of an order', { timeout: 20_000 }, () => {
  it('shows the bill, summary, address and items of the invoice', async () => {
    const { dialog } = await openPopup([makeOrder()]);
    expect(dialog).toHaveTextContent('SD-4F7K2Q');
    expect(dialog).toHaveTextContent('2026-11-23');
    expect(dialog).toHaveTextContent('Chicken Biryani');
    expect(dialog).toHaveTextContent('Free Delivery');
    expect(dialog).toHaveTextContent('From Karachi Biryani House');
  });

  it('lists the four steps with the Karachi time each was reached, the current one marked', async () => {
    const { dialog } = await openPopup([dispatchedOrder()]);
    const steps = within(timeline(dialog)).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order Pending18:05',
      'Order Confirmed18:12',
      'Order Dispatched18:30',
      'Order Deliverednot reached yet',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(steps[0]).toHaveAttribute('data-state', 'done');
    expect(steps[3]).toHaveAttribute('data-state', 'upcoming');
  });

  it('ends a cancelled order in Cancelled, with its time and who cancelled', async () => {
    const order = makeOrder({
      status: 'cancelled',
      statuses: { ...makeOrder().statuses, cancelled: '2026-11-23T13:09:00.000Z' },
      cancelled_by: 'merchant',
      handover_code: null,
      can_cancel: false,
    });
    serveOrders([order]);
    const view = await renderOrderHistory('/order/history?tab=cancelled');
    await view.user.click(await screen.findByRole('button', { name: /SD-4F7K2Q/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Detail' });
    const steps = within(timeline(dialog)).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('Cancelled18:09');
    expect(steps[1]).toHaveTextContent('Cancelled by the store');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the handover code while the order is active', async () => {
    const { dialog } = await openPopup([dispatchedOrder({ handover_code: '4821' })]);
    const panel = within(dialog).getByRole('region', { name: 'Handover code' });
    expect(panel).toHaveTextContent('4821');
    expect(panel).toHaveTextContent('Tell this code to the rider at your door');
  });

  it('has no handover code once the server sends none', async () => {
    const { dialog } = await openPopup([dispatchedOrder({ handover_code: null })]);
    expect(within(dialog).queryByRole('region', { name: 'Handover code' })).toBeNull();
    expect(within(dialog).queryByTestId('handover-code')).toBeNull();
  });

  it('offers Cancel order only while the order can be cancelled', async () => {
    const { dialog } = await openPopup([dispatchedOrder()]);
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download Receipt' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Reorder' })).toBeVisible();
  });

  it('cancels after the confirm dialog: the popup and the lists show it cancelled', async () => {
    const { dialog, user, server } = await openPopup([makeOrder()]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('The store will not prepare order SD-4F7K2Q.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull(),
    );
    const post = server.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/v1/users/orders/ord_1/cancel');
    const steps = within(timeline(dialog)).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent('Cancelled18:20');
    expect(steps.at(-1)).toHaveTextContent('Cancelled by you');
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(dialog).queryByTestId('handover-code')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'No active orders' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Active (0)' })).toBeVisible();
  });

  it('shows the server refusal under the confirm dialog', async () => {
    const orders = [makeOrder()];
    const { dialog, user } = await openPopup(orders, (call, path) => {
      if (path !== 'users/orders/ord_1/cancel') return undefined;
      // The store confirmed it meanwhile.
      orders[0] = { ...orders[0]!, status: 'order_confirmed', can_cancel: false };
      return jsonResponse(
        {
          error: {
            code: 'invalid_order_transition',
            message: 'This order can no longer be cancelled.',
          },
        },
        400,
      );
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This order can no longer be cancelled.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'No, Go Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull(),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).toBeNull(),
    );
    expect(within(timeline(dialog)).getAllByRole('listitem')[1]).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('follows a live status change while open', async () => {
    const orders = [makeOrder()];
    const { dialog, queryClient } = await openPopup(orders);
    orders[0] = dispatchedOrder();
    await queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
    await waitFor(() =>
      expect(within(timeline(dialog)).getAllByRole('listitem')[2]).toHaveAttribute(
        'aria-current',
        'step',
      ),
    );
    expect(within(dialog).getByTestId('handover-code')).toHaveTextContent('4821');
  });

  it('reorders at current prices, within stock, and goes to the cart', async () => {
    const invoice = placedInvoice({
      invoice_items: [
        { ...placedInvoice().invoice_items[0]!, quantity: 2 },
        {
          ...placedInvoice().invoice_items[0]!,
          id: 2,
          product_query_id: 'raita',
          product_name: 'Raita',
          quantity: 5,
        },
      ],
    });
    const products = [
      makeProduct({ cost: 480, cost_after_discount: 480 }),
      makeProduct({
        id: 11,
        query_id: 'raita',
        name: 'Raita',
        cost: 90,
        cost_after_discount: 90,
        product_available_quantity: 3,
      }),
    ];
    const { dialog, user, router, cart, server } = await openPopup(
      [makeOrder({ invoice })],
      (_, path) =>
        path === 'products' ? jsonResponse({ products, pagination: page1 }) : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/cart-summary'));
    expect(cart.lines().map((line) => [line.query_id, line.quantity, line.cost])).toEqual([
      ['chicken-biryani', 2, 480],
      ['raita', 3, 90],
    ]);
    const call = server.calls.find((item) => item.url.startsWith('/api/v1/products'));
    expect(new URL(call!.url, 'http://x').searchParams.get('order_id')).toBe('ord_1');
  });

  it('tells which items could not be added and keeps the shopper in the popup', async () => {
    const invoice = placedInvoice({
      invoice_items: [
        placedInvoice().invoice_items[0]!,
        {
          ...placedInvoice().invoice_items[0]!,
          id: 2,
          product_query_id: 'zarda',
          product_name: 'Zarda',
        },
        {
          ...placedInvoice().invoice_items[0]!,
          id: 3,
          product_query_id: 'kheer',
          product_name: 'Kheer',
        },
      ],
    });
    const products = [
      makeProduct(),
      makeProduct({ id: 12, query_id: 'kheer', name: 'Kheer', product_available_quantity: 0 }),
    ];
    const { dialog, user, router, cart } = await openPopup([makeOrder({ invoice })], (_, path) =>
      path === 'products' ? jsonResponse({ products, pagination: page1 }) : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reorder' }));
    const note = await within(dialog).findByText(/No longer available/);
    expect(note).toHaveTextContent(
      "1 item was added to your cart at today's prices. No longer available: Zarda, Kheer.",
    );
    expect(cart.lines().map((line) => line.query_id)).toEqual(['chicken-biryani']);
    expect(router.state.location.pathname).toBe('/order/history');
    await user.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    expect(router.state.location.pathname).toBe('/checkout/cart-summary');
  });

  it('adds nothing and says so when no item is available any more', async () => {
    const { dialog, user, cart } = await openPopup([makeOrder()], (_, path) =>
      path === 'products' ? jsonResponse({ products: [], pagination: page1 }) : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reorder' }));
    expect(await within(dialog).findByText(/Nothing was added/)).toHaveTextContent(
      'Nothing was added to your cart. No longer available: Chicken Biryani.',
    );
    expect(cart.lines()).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Go to cart' })).toBeNull();
  });

  it('shows the server message when the products cannot be fetched', async () => {
    const { dialog, user } = await openPopup([makeOrder()], (_, path) =>
      path === 'products'
        ? jsonResponse({ error: { code: 'internal', message: 'Try again in a minute' } }, 400)
        : undefined,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reorder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again in a minute');
  });
});

const page1 = { page: 1, per_page: 100, total_items: 2, total_pages: 1 };
