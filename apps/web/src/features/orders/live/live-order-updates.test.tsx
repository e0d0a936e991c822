// The shop's providers hold the cart, which opens the browser database.
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { authStore } from '../../auth/store/auth-store';
import { makeGuest, makeUser } from '../../auth/testing/user-fixture';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { orderQueryKeys } from '../api/order-query-keys';
import { LiveOrderUpdates } from './live-order-updates';
import {
  fakeEventStreamFetch,
  makeOrderStatusEvent,
  orderStatusFrame,
} from './testing/fake-event-stream';

const reads = { list: 0, detail: 0 };

/** Stands for the history and an open Order Detail: counts how often each is read. */
function OrdersProbe() {
  const list = useQuery({
    queryKey: orderQueryKeys.list('active'),
    queryFn: () => Promise.resolve((reads.list += 1)),
  });
  const detail = useQuery({
    queryKey: orderQueryKeys.detail('ord_4f7k2q'),
    queryFn: () => Promise.resolve((reads.detail += 1)),
  });
  return <div data-testid="probe">{`${list.data ?? 0}/${detail.data ?? 0}`}</div>;
}

let fake: ReturnType<typeof fakeEventStreamFetch>;

async function renderSignedIn(user = makeUser()) {
  authStore.login(user);
  const view = await renderWithProviders(
    <>
      <OrdersProbe />
      <LiveOrderUpdates />
    </>,
  );
  await waitFor(() => expect(fake.streams).toHaveLength(1));
  return { ...view, server: fake.streams[0]! };
}

/** Waits for the first reads of the history and the detail. */
async function firstReads(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('1/1'));
}

beforeEach(() => {
  resetAuthForTest();
  reads.list = 0;
  reads.detail = 0;
  fake = fakeEventStreamFetch();
  vi.stubGlobal('fetch', fake.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

describe('live order updates', () => {
  it('follows the session with its bearer token', async () => {
    await renderSignedIn(makeUser({ session_ktb_token: 'token-ayesha' }));
    expect(fake.calls[0]!.url).toMatch(/\/api\/v1\/users\/orders\/events$/);
    expect(fake.calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-ayesha' });
  });

  it('refetches the orders and announces the new status politely', async () => {
    const { server } = await renderSignedIn();
    await firstReads();
    server.send(orderStatusFrame(1, makeOrderStatusEvent({ status: 'order_confirmed' })));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Order SD-4F7K2Q is now Order Confirmed');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('2/2'));
  });

  it('is announced over an open dialog (the Order Detail popup)', async () => {
    authStore.login(makeUser());
    await renderWithProviders(
      <>
        <LiveOrderUpdates />
        <Dialog open aria-labelledby="detail-title">
          <h2 id="detail-title">Order Detail</h2>
        </Dialog>
      </>,
    );
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Order Detail' })).toBeVisible();
    fake.streams[0]!.send(orderStatusFrame(11, makeOrderStatusEvent()));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order SD-4F7K2Q is now Order Confirmed',
    );
  });

  it('stays announced when a dialog opens or closes while it shows', async () => {
    authStore.login(makeUser());
    function Popups() {
      const [confirming, setConfirming] = useState(true);
      return (
        <>
          <Dialog open aria-labelledby="detail-title">
            <h2 id="detail-title">Order Detail</h2>
          </Dialog>
          <Dialog open={confirming} aria-labelledby="confirm-title">
            <h2 id="confirm-title">Cancel this order?</h2>
            <button onClick={() => setConfirming(false)}>Yes</button>
          </Dialog>
        </>
      );
    }
    await renderWithProviders(
      <>
        <LiveOrderUpdates />
        <Popups />
      </>,
    );
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    fake.streams[0]!.send(orderStatusFrame(12, makeOrderStatusEvent({ status: 'cancelled' })));
    expect(await screen.findByRole('status')).toHaveTextContent('is now Cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('is now Cancelled');
  });

  it('names the status only when the order has no number yet', async () => {
    const { server } = await renderSignedIn();
    server.send(
      orderStatusFrame(2, makeOrderStatusEvent({ status: 'cancelled', short_order_id: null })),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your order is now Cancelled');
  });

  it('refetches for a placed (pending) order without a toast', async () => {
    const { server } = await renderSignedIn();
    await firstReads();
    server.send(orderStatusFrame(3, makeOrderStatusEvent({ status: 'order_pending' })));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('2/2'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the latest of several changes close together', async () => {
    const { server } = await renderSignedIn();
    server.send(orderStatusFrame(4, makeOrderStatusEvent({ status: 'order_confirmed' })));
    server.send(orderStatusFrame(5, makeOrderStatusEvent({ status: 'order_dispatched' })));
    server.send(
      orderStatusFrame(
        6,
        makeOrderStatusEvent({ status: 'order_delivered', short_order_id: 'SD-9Z9Z9Z' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Order SD-9Z9Z9Z is now Order Delivered',
      ),
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('ignores an event that is not the contract', async () => {
    const { server } = await renderSignedIn();
    await firstReads();
    server.send(orderStatusFrame(7, JSON.stringify({ ...makeOrderStatusEvent(), status: 'lost' })));
    server.send(orderStatusFrame(8, 'not json'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('probe')).toHaveTextContent('1/1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    server.send(orderStatusFrame(9, makeOrderStatusEvent({ status: 'order_dispatched' })));
    expect(await screen.findByRole('status')).toHaveTextContent('is now Order Dispatched');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('2/2'));
  });

  it('closes the toast with its button', async () => {
    const { server } = await renderSignedIn();
    server.send(orderStatusFrame(10, makeOrderStatusEvent()));
    await screen.findByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('opens no stream without a session', async () => {
    await renderWithProviders(<LiveOrderUpdates />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls).toHaveLength(0);
  });

  it('follows a guest session too', async () => {
    await renderSignedIn(makeGuest());
    expect(fake.calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-guest' });
  });

  it('closes on logout and opens again for the next session', async () => {
    await renderSignedIn();
    const first = fake.calls[0]!.init.signal as AbortSignal;
    act(() => authStore.clear());
    expect(first.aborted).toBe(true);
    act(() => authStore.login(makeUser({ session_ktb_token: 'token-next' })));
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls[1]!.init.headers).toMatchObject({ Authorization: 'Bearer token-next' });
  });

  it('closes when the shell unmounts', async () => {
    const { unmount } = await renderSignedIn();
    unmount();
    expect((fake.calls[0]!.init.signal as AbortSignal).aborted).toBe(true);
  });
});
