import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { sentJson } from '../../auth/testing/sent-body';
import { serveRoutes } from '../../../api/testing/serve-routes';
import { cartWithTwoStores, shopper } from '../testing/checkout-fixtures';
import { makeInvoice, placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { billAmount, renderCheckout } from '../testing/render-checkout';

beforeEach(resetAuthForTest);
afterEach(resetAuthForTest);

const openInvoice = () => jsonResponse({ invoice: makeInvoice() }, 201);

async function openDialog() {
  return screen.findByRole('dialog', { name: 'Place Your Order' });
}

// Whole journeys through the dialog: typing takes a while on a busy machine.
describe('checkout page', { timeout: 20_000 }, () => {
  it("creates the invoice from the store's lines and opens 'Place Your Order'", async () => {
    const server = serveRoutes({ 'POST invoices': openInvoice });
    await renderCheckout(await cartWithTwoStores(), shopper());
    const dialog = await openDialog();
    expect(sentJson(server.call(0).init)).toEqual({
      invoice: {
        organization_query_id: 'kbh',
        invoice_items_attributes: [
          expect.objectContaining({ product_query_id: 'chicken-biryani', quantity: 2 }),
          expect.objectContaining({ product_query_id: 'raita', quantity: 1 }),
        ],
      },
    });
    for (const name of [
      'Delivery type',
      'Delivery address',
      'Delivery time',
      'Payment',
      'Voucher',
    ]) {
      expect(within(dialog).getByRole('region', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Home')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /ASAP/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Today, 20:00 – 22:00' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Cash · Pay the rider in cash on delivery'),
    ).toBeInTheDocument();
  });

  it("shows the bill with 'Free Delivery' when the fee is 0, and the fee otherwise", async () => {
    serveRoutes({ 'POST invoices': openInvoice });
    await renderCheckout(await cartWithTwoStores(), shopper());
    await openDialog();
    expect(billAmount('subTotal')).toBe('Rs 900.00');
    expect(billAmount('itemsDiscount')).toBe('- Rs 100.00');
    expect(billAmount('voucherDiscount')).toBe('Rs 0.00');
    expect(billAmount('deliveryFee')).toBe('Free Delivery');
    expect(billAmount('serviceFee')).toBe('Rs 25.00');
    expect(billAmount('tip')).toBe('Rs 0.00');
    expect(billAmount('total')).toBe('Rs 925.00');
  });

  it('shows a delivery fee above 0 in rupees', async () => {
    serveRoutes({
      'POST invoices': () =>
        jsonResponse({ invoice: makeInvoice({ delivery_fee: 99, payble_amount: 1024 }) }, 201),
    });
    await renderCheckout(await cartWithTwoStores(), shopper());
    await openDialog();
    expect(billAmount('deliveryFee')).toBe('Rs 99.00');
    expect(billAmount('total')).toBe('Rs 1,024.00');
  });

  it('tips by quick pick (20, 50, 100) or whole numbers typed, recomputing the total', async () => {
    serveRoutes({ 'POST invoices': openInvoice });
    const { user } = await renderCheckout(await cartWithTwoStores(), shopper());
    const dialog = await openDialog();
    const tip = within(dialog).getByRole('region', { name: 'Tip for the rider' });
    const picks = within(tip).getAllByRole('button', { name: /^Tip Rs/ });
    expect(picks.map((pick) => pick.textContent)).toEqual(['Rs 20', 'Rs 50', 'Rs 100']);
    await user.click(within(tip).getByRole('button', { name: 'Tip Rs 50' }));
    expect(within(tip).getByRole('button', { name: 'Tip Rs 50' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(billAmount('tip')).toBe('Rs 50.00');
    expect(billAmount('total')).toBe('Rs 975.00');
    const box = within(tip).getByRole('textbox', { name: 'Tip amount (Rs)' });
    await user.clear(box);
    await user.type(box, '3a5.5');
    expect(box).toHaveValue('355');
    expect(billAmount('total')).toBe('Rs 1,280.00');
    expect(within(tip).getByRole('button', { name: 'Tip Rs 50' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('hides the tip from business users', async () => {
    serveRoutes({ 'POST invoices': openInvoice });
    await renderCheckout(await cartWithTwoStores(), shopper({ trade_types: ['Wholesale'] }));
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('region', { name: 'Tip for the rider' })).toBeNull();
    expect(billAmount('tip')).toBeNull();
  });

  it('places the order with ids only, then shows Order Placed and empties that store from the cart', async () => {
    const server = serveRoutes({
      'POST invoices': openInvoice,
      'PUT invoices/inv_1/place_order': () => jsonResponse({ invoice: placedInvoice() }),
    });
    const cart = await cartWithTwoStores();
    const { user } = await renderCheckout(cart, shopper());
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Tip Rs 20' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Today, 20:00 – 22:00' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes for the rider' }), 'Gate 2');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    const placed = await screen.findByRole('dialog', { name: 'Order Placed' });
    const call = server.calls.find((entry) => entry.url.includes('place_order'));
    expect(call?.init.method).toBe('PUT');
    expect(sentJson(call?.init)).toEqual({
      invoice: {
        voucher_id: null,
        checkout_type: 'delivery',
        invoice_note: 'Gate 2',
        invoice_tip: 20,
        address_id: 12,
        recipient_name: null,
        recipient_phone_number: null,
        delivery_time: '2026-11-23T15:00:00.000Z',
      },
      channel_query_id: 'ch_cash',
    });
    expect(within(placed).getByText('SD-4F7K2Q')).toBeInTheDocument();
    for (const name of ['Close', 'Track Order', 'Download Receipt', 'Order Detail']) {
      expect(within(placed).getByRole('button', { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(cart.lines().map((line) => line.query_id)).toEqual(['milk']));
  });

  it('shows the server message in red under Place Order when placing fails', async () => {
    serveRoutes({
      'POST invoices': openInvoice,
      'PUT invoices/inv_1/place_order': () =>
        jsonResponse({ error: { code: 'out_of_stock', message: 'Raita is out of stock' } }, 409),
    });
    const { user } = await renderCheckout(await cartWithTwoStores(), shopper());
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Raita is out of stock');
    expect(screen.queryByRole('dialog', { name: 'Order Placed' })).toBeNull();
  });

  it("asks for an address first: 'Please select address', and nothing is sent", async () => {
    const server = serveRoutes({ 'POST invoices': openInvoice });
    const { user } = await renderCheckout(
      await cartWithTwoStores(),
      shopper({ home_address: null }),
    );
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('button', { name: 'Select Address' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select address');
    expect(server.calls.some((entry) => entry.url.includes('place_order'))).toBe(false);
  });

  it("refuses a half-typed contact phone: 'Contact Phone No is not valid'", async () => {
    serveRoutes({ 'POST invoices': openInvoice });
    const { user } = await renderCheckout(await cartWithTwoStores(), shopper());
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact phone' }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByText('Contact Phone No is not valid')).toBeInTheDocument();
  });

  it('closing goes back to the cart', async () => {
    serveRoutes({ 'POST invoices': openInvoice });
    const { user, router } = await renderCheckout(await cartWithTwoStores(), shopper());
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close checkout' }));
    expect(router.state.location.pathname).toBe('/checkout/cart-summary');
  });

  it('offers the mobile app once, dismissible, without blocking checkout', async () => {
    serveRoutes({ 'POST invoices': openInvoice });
    const { user } = await renderCheckout(await cartWithTwoStores(), shopper(), 'kbh', {
      showAppDialog: true,
    });
    const app = await screen.findByRole('dialog', { name: 'Buying is on the Sauda app' });
    expect(within(app).getByRole('link', { name: /App Store/ })).toBeInTheDocument();
    await user.click(within(app).getByRole('button', { name: 'Continue on the web' }));
    const dialog = await openDialog();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Sauda app/ })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('shows a friendly empty state when the cart has nothing from the store', async () => {
    const server = serveRoutes({});
    await renderCheckout(await cartWithTwoStores(), shopper(), 'nowhere');
    expect(await screen.findByText('Nothing to check out from this store')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
      'href',
      '/checkout/cart-summary',
    );
    expect(server.calls).toHaveLength(0);
  });

  it('shows an invoice creation error in red with Back to cart', async () => {
    serveRoutes({
      'POST invoices': () =>
        jsonResponse({ error: { code: 'out_of_stock', message: 'Raita is out of stock' } }, 409),
    });
    await renderCheckout(await cartWithTwoStores(), shopper());
    expect(await screen.findByRole('alert')).toHaveTextContent('Raita is out of stock');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
