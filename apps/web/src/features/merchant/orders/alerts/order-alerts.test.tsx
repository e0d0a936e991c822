import { screen, waitFor, within } from '@testing-library/react';
import type { MerchantOrder } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { FakeAudioContext, installFakeAudio, rings } from '../testing/fake-audio-context';
import { makeMerchantOrderEvent, merchantEventFrame } from '../testing/merchant-event-frames';
import { makeMerchantOrder, numberedMerchantOrder } from '../testing/merchant-order-fixtures';
import { renderOrdersMgmt } from '../testing/render-orders-mgmt';
import { serveMerchantOrders } from '../testing/serve-merchant-orders';
import { ORDER_ALERTS_MUTED_KEY } from './alert-mute';

beforeEach(() => {
  resetAuthForTest();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:05:30.000Z'));
  installFakeAudio();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAuthForTest();
});

/** The queue with one new order already there; `arrive` places SD-4F7K2Q and announces it. */
async function openQueue(orders: MerchantOrder[] = [numberedMerchantOrder(2)]) {
  const server = serveMerchantOrders(orders);
  const view = await renderOrdersMgmt();
  await screen.findByRole('list', { name: 'Orders' });
  await waitFor(() => expect(server.stream.streams).toHaveLength(1));
  const arrive = (order = makeMerchantOrder(), id = 1) => {
    orders.push(order);
    server.stream.streams[0]!.send(
      merchantEventFrame(
        'order_placed',
        id,
        makeMerchantOrderEvent({
          order_query_id: order.query_id,
          short_order_id: order.invoice.short_order_id,
        }),
      ),
    );
  };
  return { ...view, server, arrive };
}

const newCard = () =>
  screen
    .findByRole('heading', { name: 'Order SD-4F7K2Q' })
    .then((heading) => heading.closest('li')!);

describe('a new order coming in', { timeout: 20_000 }, () => {
  it("follows the store's events with the member's session", async () => {
    const { server } = await openQueue();
    expect(server.stream.calls[0]!.url).toMatch(/\/api\/v1\/merchant\/stores\/st_biryani\/events$/);
    expect(server.stream.calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer token-merchant',
    });
  });

  it('shows up without a reload, highlighted, with a banner, the tab count and a polite word', async () => {
    const { arrive } = await openQueue();
    expect(document.title).toBe('Orders · Sauda');
    arrive();
    const card = await newCard();
    expect(card).toHaveAttribute('data-new', 'true');
    expect(within(card).getByText('New')).toBeVisible();
    const banner = screen.getByRole('region', { name: 'New orders' });
    expect(banner).toHaveTextContent('1 new order');
    expect(banner).toHaveTextContent('Order SD-4F7K2Q is waiting for you to accept it.');
    expect(document.title).toBe('(1) Orders · Sauda');
    const region = screen.getByTestId('orders-live-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('New order SD-4F7K2Q');
    expect(rings()).toBe(1);
  });

  it('counts several in the banner and the title', async () => {
    const { arrive } = await openQueue();
    arrive();
    arrive(numberedMerchantOrder(9), 2);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'New orders' })).toHaveTextContent('2 new orders'),
    );
    expect(document.title).toBe('(2) Orders · Sauda');
    expect(screen.getByTestId('orders-live-region')).toHaveTextContent('New order SD-1009');
  });

  it('stops alerting once the order is opened', async () => {
    const { arrive, user } = await openQueue();
    arrive();
    const card = await newCard();
    await user.click(within(card).getByRole('button', { name: 'Order SD-4F7K2Q' }));
    expect(await screen.findByRole('dialog', { name: 'Order SD-4F7K2Q' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'New orders' })).toBeNull();
    expect(document.title).toBe('Orders · Sauda');
    expect(card).not.toHaveAttribute('data-new');
  });

  it('stops alerting on Got it', async () => {
    const { arrive, user } = await openQueue();
    arrive();
    const card = await newCard();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'New orders' })).toBeNull();
    expect(document.title).toBe('Orders · Sauda');
    expect(card).not.toHaveAttribute('data-new');
  });

  it('stops alerting when the order is accepted elsewhere', async () => {
    const { arrive, server } = await openQueue();
    arrive();
    await newCard();
    server.stream.streams[0]!.send(
      merchantEventFrame('order_status', 2, makeMerchantOrderEvent({ status: 'order_confirmed' })),
    );
    await waitFor(() => expect(document.title).toBe('Orders · Sauda'));
    expect(screen.queryByRole('region', { name: 'New orders' })).toBeNull();
  });

  it('stays silent while muted, and remembers the choice', async () => {
    const { arrive, user } = await openQueue();
    const mute = screen.getByRole('button', { name: 'Mute the new order sound' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ORDER_ALERTS_MUTED_KEY)).toBe('true');
    arrive();
    await newCard();
    expect(rings()).toBe(0);
    expect(screen.getByRole('region', { name: 'New orders' })).toBeVisible();
  });

  it('offers Enable sound while the browser blocks it, and rings once allowed', async () => {
    installFakeAudio('suspended');
    const { arrive, user } = await openQueue();
    arrive();
    await newCard();
    expect(rings()).toBe(0);
    const enable = screen.getByRole('button', { name: 'Enable sound' });
    FakeAudioContext.allowResume = true;
    await user.click(enable);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enable sound' })).toBeNull());
    expect(rings()).toBe(1);
  });

  it('starts muted when this browser muted it before', async () => {
    localStorage.setItem(ORDER_ALERTS_MUTED_KEY, 'true');
    await openQueue();
    expect(screen.getByRole('button', { name: 'Mute the new order sound' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
