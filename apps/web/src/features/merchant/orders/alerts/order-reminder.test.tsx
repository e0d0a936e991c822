import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { installFakeAudio, rings } from '../testing/fake-audio-context';
import { makeMerchantOrder } from '../testing/merchant-order-fixtures';
import { renderOrdersMgmt } from '../testing/render-orders-mgmt';
import { serveMerchantOrders } from '../testing/serve-merchant-orders';
import { REMINDER_CHECK_MS } from './use-order-alerts';

beforeEach(() => {
  resetAuthForTest();
  installFakeAudio();
  // The order was placed at 13:05; it is 4:55 later.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-23T13:09:55.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAuthForTest();
});

async function queueWithWaitingOrder() {
  serveMerchantOrders([makeMerchantOrder()]);
  const view = await renderOrdersMgmt();
  const card = (await screen.findByRole('heading', { name: 'Order SD-4F7K2Q' })).closest('li')!;
  // The pending orders the reminder reads arrive after the list.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^New/ })).toHaveTextContent('(1)'),
  );
  return { ...view, card };
}

describe('the reminder of an order nobody accepted', { timeout: 20_000 }, () => {
  it('comes after 5 minutes with a countdown to the automatic cancel', async () => {
    const { card } = await queueWithWaitingOrder();
    expect(screen.queryByRole('region', { name: 'Order reminder' })).toBeNull();
    expect(within(card).queryByTestId('auto-cancel-countdown')).toBeNull();
    expect(rings()).toBe(0);

    act(() => {
      vi.advanceTimersByTime(REMINDER_CHECK_MS);
    });

    const reminder = screen.getByRole('region', { name: 'Order reminder' });
    expect(reminder).toHaveTextContent('Order SD-4F7K2Q has waited 5 minutes');
    expect(reminder).toHaveTextContent('Accept it within 5:00 or it is cancelled automatically.');
    expect(within(card).getByTestId('auto-cancel-countdown')).toHaveTextContent(
      'Cancels itself in 5:00',
    );
    expect(screen.getByTestId('orders-live-region')).toHaveTextContent(
      'Order SD-4F7K2Q has waited 5 minutes. Unless you accept it, it is cancelled automatically in 5 minutes.',
    );
    expect(rings()).toBe(1);

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(reminder).toHaveTextContent('Accept it within 3:59');
    expect(within(card).getByTestId('auto-cancel-countdown')).toHaveTextContent(
      'Cancels itself in 3:59',
    );
  });

  it('stops when the order is opened from it', async () => {
    const { user } = await queueWithWaitingOrder();
    act(() => {
      vi.advanceTimersByTime(REMINDER_CHECK_MS);
    });
    const reminder = screen.getByRole('region', { name: 'Order reminder' });
    await user.click(within(reminder).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Order SD-4F7K2Q' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Order reminder' })).toBeNull();
    const ringsSoFar = rings();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(rings()).toBe(ringsSoFar);
  });

  it('says the order is being cancelled once the time is up', async () => {
    const { card } = await queueWithWaitingOrder();
    act(() => {
      vi.advanceTimersByTime(6 * 60_000);
    });
    expect(within(card).getByTestId('auto-cancel-countdown')).toHaveTextContent(
      'Being cancelled: nobody accepted it in time',
    );
  });
});
