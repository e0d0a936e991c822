import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { placedInvoice } from '../../../../shared/bill/testing/invoice-fixtures';
import { acceptedMerchantOrder, makeMerchantOrder } from '../testing/merchant-order-fixtures';
import { renderOrdersMgmt } from '../testing/render-orders-mgmt';
import { serveMerchantOrders, STORE_ID } from '../testing/serve-merchant-orders';

beforeEach(() => {
  resetAuthForTest();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:15:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const base = placedInvoice().invoice_items[0]!;

/** An accepted order with two lines, choices, an instruction and a note for the rider. */
const detailedOrder = () =>
  acceptedMerchantOrder({
    invoice: placedInvoice({
      invoice_items: [
        { ...base, instruction: 'Extra raita, no onions' },
        {
          ...base,
          id: 2,
          product_name: 'Lawn Kurta',
          quantity: 1,
          size: 'M',
          color: 'Sea green',
          payble_amount: 2500,
        },
      ],
      invoice_note: 'Ring the bell twice',
      delivery_fee: 99,
      total_amount: 3524,
    }),
  });

async function openDetail(order = detailedOrder()) {
  const server = serveMerchantOrders([order]);
  const view = await renderOrdersMgmt('/orders-mgmt?status=order_confirmed');
  await view.user.click(await screen.findByRole('button', { name: 'Order SD-4F7K2Q' }));
  const detail = await screen.findByRole('dialog', { name: 'Order SD-4F7K2Q' });
  return { ...view, server, detail };
}

const section = (detail: HTMLElement, name: string) => within(detail).getByRole('region', { name });

describe('the order detail', { timeout: 20_000 }, () => {
  it('lists the items with quantities, choices and instructions, and the notes', async () => {
    const { detail } = await openDetail();
    const items = section(detail, 'Items');
    const lines = within(items).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('2 ×Chicken Biryani');
    expect(lines[0]).toHaveTextContent('Instruction: Extra raita, no onions');
    expect(lines[1]).toHaveTextContent('1 ×Lawn Kurta');
    expect(lines[1]).toHaveTextContent('Size: M');
    expect(lines[1]).toHaveTextContent('Colour: Sea green');
    expect(lines[1]).toHaveTextContent('Rs 2,500.00');
    expect(items).toHaveTextContent("Customer's notesRing the bell twice");
  });

  it('gives the customer with a number to call, and where the order goes on a map', async () => {
    const { detail } = await openDetail();
    const customer = section(detail, 'Customer');
    expect(customer).toHaveTextContent('Ayesha Khan');
    expect(within(customer).getByRole('link', { name: '+923001234567' })).toHaveAttribute(
      'href',
      'tel:+923001234567',
    );
    const delivery = section(detail, 'Delivery address');
    expect(delivery).toHaveTextContent('Flat 4B, Clifton Block 5');
    expect(delivery).toHaveTextContent('Sea View Apartments, Khayaban-e-Saadi');
    const map = await within(delivery).findByRole('img', { name: 'Map of the selected address' });
    await waitFor(() => expect(map.querySelector('.sauda-map-pin')).not.toBeNull());
  });

  it('shows the bill, the progress and what the shopper was told', async () => {
    const { detail } = await openDetail();
    const bill = section(detail, 'Bill');
    expect(bill.querySelector('[data-bill-row="deliveryFee"]')).toHaveTextContent('Rs 99.00');
    const timeline = within(detail).getByRole('list', { name: 'Order progress' });
    expect(within(timeline).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(within(detail).getByTestId('order-progress-notes')).toHaveTextContent(
      'Preparing — ready in about 22 min',
    );
    expect(
      within(detail).getByRole('button', { name: 'Mark order SD-4F7K2Q dispatched' }),
    ).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'Cancel order' })).toBeVisible();
  });

  it('prints a kitchen ticket with only what the kitchen needs', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { detail, user } = await openDetail();
    const ticket = screen.getByTestId('kitchen-ticket');
    expect(ticket.parentElement).toBe(document.body);
    expect(ticket).toHaveTextContent('SD-4F7K2Q');
    expect(ticket).toHaveTextContent('2026-11-23 · 18:05');
    expect(ticket).toHaveTextContent('For Ayesha');
    expect(ticket).not.toHaveTextContent('Khan');
    expect(ticket).not.toHaveTextContent('+923001234567');
    expect(ticket).toHaveTextContent('2 × Chicken Biryani');
    expect(ticket).toHaveTextContent('Instruction: Extra raita, no onions');
    expect(ticket).toHaveTextContent('1 × Lawn Kurta');
    expect(ticket).toHaveTextContent('Ring the bell twice');
    expect(ticket).not.toHaveTextContent('Rs');
    await user.click(within(detail).getByRole('button', { name: 'Print ticket' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('keeps the open order in the URL, and Close goes back to the queue', async () => {
    const { detail, user, router } = await openDetail();
    expect(router.state.location.search).toBe('?status=order_confirmed&order=ord_1');
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=order_confirmed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('kitchen-ticket')).toBeNull();
  });

  it('opens the order of the URL after a refresh, from the server', async () => {
    const server = serveMerchantOrders([makeMerchantOrder()]);
    await renderOrdersMgmt('/orders-mgmt?order=ord_1');
    expect(await screen.findByRole('dialog', { name: 'Order SD-4F7K2Q' })).toBeVisible();
    expect(server.calls.map((call) => call.url)).toContain(
      `/api/v1/merchant/stores/${STORE_ID}/orders/ord_1`,
    );
  });

  it('says so, with Retry, when the order cannot be found', async () => {
    serveMerchantOrders([]);
    await renderOrdersMgmt('/orders-mgmt?order=ord_404');
    const detail = await screen.findByRole('dialog', { name: 'Order' });
    expect(await within(detail).findByRole('alert')).toHaveTextContent(
      'This order could not be found.',
    );
    expect(within(detail).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
