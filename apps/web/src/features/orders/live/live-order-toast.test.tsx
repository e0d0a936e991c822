import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../i18n';
import { LIVE_ORDER_TOAST_MS, LiveOrderToast } from './live-order-toast';
import { makeOrderStatusEvent } from './testing/fake-event-stream';
import type { LiveOrderNotice } from './use-live-order-updates';

function renderToast(notice: LiveOrderNotice, onClose: () => void) {
  const ui = (next: LiveOrderNotice) => (
    <I18nextProvider i18n={i18next}>
      <LiveOrderToast notice={next} open onClose={onClose} />
    </I18nextProvider>
  );
  const view = render(ui(notice));
  return { rerender: (next: LiveOrderNotice) => view.rerender(ui(next)) };
}

beforeEach(async () => {
  await initI18n('en');
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

describe('LiveOrderToast', () => {
  it('says the order number and the status label of the domain', () => {
    renderToast(
      { serial: 1, event: makeOrderStatusEvent({ status: 'order_dispatched' }) },
      vi.fn(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Order SD-4F7K2Q is now Order Dispatched');
  });

  it('hides after its time, and a newer change starts the time again', () => {
    const onClose = vi.fn();
    const { rerender } = renderToast({ serial: 1, event: makeOrderStatusEvent() }, onClose);
    act(() => {
      vi.advanceTimersByTime(LIVE_ORDER_TOAST_MS - 1000);
    });
    rerender({ serial: 2, event: makeOrderStatusEvent({ status: 'order_dispatched' }) });
    expect(screen.getByRole('status')).toHaveTextContent('is now Order Dispatched');
    act(() => {
      vi.advanceTimersByTime(LIVE_ORDER_TOAST_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
