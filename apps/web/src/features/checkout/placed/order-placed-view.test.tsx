import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { serveRoutes } from '../../../api/testing/serve-routes';
import { renderWithUser } from '../../auth/testing/render-with-user';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeAddress } from '../../addresses/testing/address-fixtures';
import { placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { OrderPlacedView } from './order-placed-view';

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  resetAuthForTest();
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetAuthForTest();
});

const invoice = placedInvoice({
  driver_tip: 50,
  delivery_address: makeAddress({ description: 'Flat 4B, Clifton Block 5' }),
});

describe('Order Placed view', () => {
  it('tracks the order in the order history', async () => {
    serveRoutes({});
    const { user, router } = await renderWithUser(
      <OrderPlacedView invoice={invoice} onClose={() => undefined} showTip />,
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(router.state.location.pathname).toBe('/order/history');
  });

  it('downloads the receipt as invoice-receipt-{date}.pdf', async () => {
    const server = serveRoutes({
      'GET invoices/inv_1/receipt': () =>
        new Response('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const { user } = await renderWithUser(
      <OrderPlacedView invoice={invoice} onClose={() => undefined} showTip />,
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Download Receipt' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:receipt', download: 'invoice-receipt-2026-11-23.pdf' });
    expect(server.calls[0]?.url).toContain('/api/v1/invoices/inv_1/receipt');
  });

  it('shows a receipt error in red under the button', async () => {
    serveRoutes({
      'GET invoices/inv_1/receipt': () =>
        jsonResponse(
          { error: { code: 'receipt_unavailable', message: 'The receipt is not ready' } },
          409,
        ),
    });
    const { user } = await renderWithUser(
      <OrderPlacedView invoice={invoice} onClose={() => undefined} showTip />,
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Download Receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The receipt is not ready');
    expect(saved).toHaveLength(0);
  });

  it('opens Order Detail: summary, address, items and bill', async () => {
    serveRoutes({});
    const onClose = vi.fn();
    const { user } = await renderWithUser(
      <OrderPlacedView invoice={invoice} onClose={onClose} showTip />,
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Order Detail' }));
    const detail = await screen.findByRole('dialog', { name: 'Order Detail' });
    expect(detail).toHaveTextContent('SD-4F7K2Q');
    expect(detail).toHaveTextContent('2026-11-23');
    expect(detail).toHaveTextContent('18:05');
    expect(detail).toHaveTextContent('Flat 4B, Clifton Block 5');
    expect(detail).toHaveTextContent('Chicken Biryani');
    expect(detail).toHaveTextContent('Free Delivery');
    expect(detail).toHaveTextContent('Rs 50.00');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Detail' })).toBeNull());
  });

  it('Close ends the checkout', async () => {
    serveRoutes({});
    const onClose = vi.fn();
    const { user } = await renderWithUser(
      <OrderPlacedView invoice={invoice} onClose={onClose} showTip />,
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
