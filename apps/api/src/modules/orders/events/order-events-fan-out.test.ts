import { describe, expect, it, vi } from 'vitest';
import type { OrderNotification } from '../order-notification.js';
import { OrderEventsFanOut, type OrderEventsListener } from './order-events-fan-out.js';
import { notification } from './testing/notification.js';

function setup() {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { log, fanOut: new OrderEventsFanOut(log) };
}

function recorder() {
  const heard: OrderNotification[] = [];
  const listener = { event: (n: OrderNotification) => heard.push(n), missed: vi.fn() };
  return { heard, listener };
}

describe('OrderEventsFanOut', () => {
  it('hands a notification to every listener of its user and to nobody else', () => {
    const { fanOut } = setup();
    const first = recorder();
    const second = recorder();
    const stranger = recorder();
    fanOut.subscribe({ userId: 3 }, first.listener);
    fanOut.subscribe({ userId: 3 }, second.listener);
    fanOut.subscribe({ userId: 4 }, stranger.listener);

    const sent = notification({ user_id: 3 });
    fanOut.deliver(JSON.stringify(sent));

    expect(first.heard).toEqual([sent]);
    expect(second.heard).toEqual([sent]);
    expect(stranger.heard).toEqual([]);
  });

  it('hands a notification to the listeners of its store too, and not to other stores', () => {
    const { fanOut } = setup();
    const shopper = recorder();
    const store = recorder();
    const otherStore = recorder();
    fanOut.subscribe({ userId: 3 }, shopper.listener);
    fanOut.subscribe({ companyId: 2 }, store.listener);
    fanOut.subscribe({ companyId: 5 }, otherStore.listener);

    const sent = notification({ user_id: 3, company_id: 2 });
    fanOut.deliver(JSON.stringify(sent));

    expect(shopper.heard).toEqual([sent]);
    expect(store.heard).toEqual([sent]);
    expect(otherStore.heard).toEqual([]);
  });

  it('keeps a user and a store with the same id apart', () => {
    const { fanOut } = setup();
    const user = recorder();
    const store = recorder();
    fanOut.subscribe({ userId: 2 }, user.listener);
    fanOut.subscribe({ companyId: 2 }, store.listener);

    fanOut.deliver(JSON.stringify(notification({ user_id: 9, company_id: 2 })));

    expect(user.heard).toEqual([]);
    expect(store.heard).toHaveLength(1);
  });

  it('stops handing notifications to a listener once it unsubscribes', () => {
    const { fanOut } = setup();
    const kept = recorder();
    const gone = recorder();
    fanOut.subscribe({ userId: 3 }, kept.listener);
    const unsubscribe = fanOut.subscribe({ userId: 3 }, gone.listener);

    unsubscribe();
    unsubscribe();
    fanOut.deliver(JSON.stringify(notification({ user_id: 3 })));

    expect(gone.heard).toEqual([]);
    expect(kept.heard).toHaveLength(1);
    expect(fanOut.listenerCount).toBe(1);
  });

  it('forgets a user with no listener left', () => {
    const { fanOut } = setup();
    const unsubscribe = fanOut.subscribe({ userId: 3 }, recorder().listener);
    expect(fanOut.listenerCount).toBe(1);
    unsubscribe();
    expect(fanOut.listenerCount).toBe(0);
  });

  it('logs and drops a payload that is not a notification, without throwing', () => {
    const { fanOut, log } = setup();
    const listener = recorder();
    fanOut.subscribe({ userId: 3 }, listener.listener);

    expect(() => fanOut.deliver('not json')).not.toThrow();
    fanOut.deliver(JSON.stringify({ ...notification(), status: 'lost' }));

    expect(listener.heard).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(
      { payload: 'not json', reason: 'not JSON' },
      'order event notification dropped',
    );
  });

  it('keeps delivering to the others when one listener throws', () => {
    const { fanOut, log } = setup();
    const failing: OrderEventsListener = {
      event: () => {
        throw new Error('stream gone');
      },
    };
    const healthy = recorder();
    fanOut.subscribe({ userId: 3 }, failing);
    fanOut.subscribe({ userId: 3 }, healthy.listener);

    fanOut.deliver(JSON.stringify(notification({ user_id: 3 })));

    expect(healthy.heard).toHaveLength(1);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('tells every listener of every user that notifications were missed', () => {
    const { fanOut } = setup();
    const first = recorder();
    const second = recorder();
    fanOut.subscribe({ userId: 3 }, first.listener);
    fanOut.subscribe({ userId: 4 }, second.listener);
    fanOut.subscribe({ userId: 5 }, { event: () => undefined });
    const store = recorder();
    fanOut.subscribe({ companyId: 2 }, store.listener);

    fanOut.missed();

    expect(first.listener.missed).toHaveBeenCalledOnce();
    expect(second.listener.missed).toHaveBeenCalledOnce();
    expect(store.listener.missed).toHaveBeenCalledOnce();
  });
});
