import { screen, within } from '@testing-library/react';
import { MERCHANT_MESSAGES, type Order } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEachTestAsGuest } from '../../auth/testing/guest-session';
import { confirmedOrder, dispatchedOrder, makeOrder } from '../testing/order-fixtures';
import { renderOrderHistory } from '../testing/render-order-history';
import { serveOrders } from '../testing/serve-orders';

startEachTestAsGuest();

beforeEach(() => {
  // Only the clock is fixed: five minutes after the store accepted the order at 18:12.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:17:00.000Z'));
});

afterEach(() => vi.useRealTimers());

async function openPopup(order: Order, tab = '') {
  serveOrders([order]);
  const view = await renderOrderHistory(`/order/history${tab}`);
  const card = await screen.findByRole('button', { name: /SD-4F7K2Q/ });
  await view.user.click(card);
  const dialog = await screen.findByRole('dialog', { name: 'Order Detail' });
  return { card, dialog };
}

const cancelledBy = (by: 'merchant' | 'customer', reason: string) =>
  makeOrder({
    status: 'cancelled',
    statuses: { ...makeOrder().statuses, cancelled: '2026-11-23T13:09:00.000Z' },
    cancelled_by: by,
    cancel_reason: reason,
    handover_code: null,
    can_cancel: false,
  });

describe("the shopper's Order Detail after the store answered", { timeout: 20_000 }, () => {
  it('shows the preparation time left and the arrival time once accepted', async () => {
    const { card, dialog } = await openPopup(confirmedOrder());
    const notes = within(dialog).getByTestId('order-progress-notes');
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Preparing — ready in about 15 min', 'Arriving around 19:02']);
    expect(card).toHaveTextContent('Preparing — ready in about 15 min');
    expect(card).toHaveTextContent('Arriving around 19:02');
  });

  it('keeps only the arrival time once the order is on its way', async () => {
    const order = dispatchedOrder({
      prep_minutes: 20,
      estimated_delivery_at: '2026-11-23T14:02:00.000Z',
    });
    const { dialog } = await openPopup(order);
    const notes = within(dialog).getByTestId('order-progress-notes');
    expect(notes).toHaveTextContent('Arriving around 19:02');
    expect(notes).not.toHaveTextContent('Preparing');
  });

  it('shows nothing of the kind while the order waits for the store', async () => {
    const { dialog } = await openPopup(makeOrder());
    expect(within(dialog).queryByTestId('order-progress-notes')).toBeNull();
  });

  it("gives the store's reason for cancelling", async () => {
    const { card, dialog } = await openPopup(
      cancelledBy('merchant', 'Kitchen too busy'),
      '?tab=cancelled',
    );
    expect(within(dialog).getByTestId('order-progress-notes')).toHaveTextContent(
      'Cancelled by the store: Kitchen too busy',
    );
    expect(card).toHaveTextContent('Cancelled by the store: Kitchen too busy');
  });

  it('says the store did not respond when nobody accepted the order in time', async () => {
    const { dialog } = await openPopup(
      cancelledBy('merchant', MERCHANT_MESSAGES.autoCancelReason),
      '?tab=cancelled',
    );
    const notes = within(dialog).getByTestId('order-progress-notes');
    expect(notes).toHaveTextContent(/^Store did not respond$/);
  });
});
