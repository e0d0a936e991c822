import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { OrderNotification } from '../order-notification.js';
import { createOrderEventsHub } from './order-events-hub.js';
import type { OrderEventsSink } from './order-events-source.js';
import { notification } from './testing/notification.js';

function setup() {
  let sink: OrderEventsSink | undefined;
  const source = { start: vi.fn(() => Promise.resolve()), close: vi.fn(() => Promise.resolve()) };
  const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
  const hub = createOrderEventsHub((given) => {
    sink = given;
    return source;
  }, log);
  const send = (n: OrderNotification) => sink?.payload(JSON.stringify(n));
  return { hub, source, send, reconnected: () => sink?.reconnected() };
}

describe('createOrderEventsHub', () => {
  it('starts listening at the first subscriber only, once', async () => {
    const { hub, source } = setup();
    expect(source.start).not.toHaveBeenCalled();

    await hub.subscribe({ userId: 3 }, { event: () => undefined });
    await hub.subscribe({ userId: 4 }, { event: () => undefined });

    expect(source.start).toHaveBeenCalledOnce();
  });

  it('hands the source’s notifications to the subscribers of their user', async () => {
    const { hub, send } = setup();
    const heard: number[] = [];
    const unsubscribe = await hub.subscribe(
      { userId: 3 },
      { event: (n) => heard.push(n.event_id) },
    );
    await hub.subscribe({ userId: 4 }, { event: () => heard.push(-1) });

    send(notification({ user_id: 3, event_id: 10 }));
    unsubscribe();
    send(notification({ user_id: 3, event_id: 11 }));

    expect(heard).toEqual([10]);
  });

  it('passes a reconnection on as missed notifications', async () => {
    const { hub, reconnected } = setup();
    const missed = vi.fn();
    await hub.subscribe({ userId: 3 }, { event: () => undefined, missed });
    reconnected();
    expect(missed).toHaveBeenCalledOnce();
  });

  it('fails the subscription when listening cannot start, and tries again next time', async () => {
    const { hub, source, send } = setup();
    source.start.mockRejectedValueOnce(new Error('database down'));
    const heard = vi.fn();

    await expect(hub.subscribe({ userId: 3 }, { event: heard })).rejects.toThrow('database down');
    send(notification({ user_id: 3 }));
    await hub.subscribe({ userId: 3 }, { event: () => undefined });

    expect(heard).not.toHaveBeenCalled();
    expect(source.start).toHaveBeenCalledTimes(2);
  });

  it('closes the source it started, and refuses subscribers after close', async () => {
    const { hub, source } = setup();
    await hub.subscribe({ userId: 3 }, { event: () => undefined });
    await hub.close();

    expect(source.close).toHaveBeenCalledOnce();
    await expect(hub.subscribe({ userId: 3 }, { event: () => undefined })).rejects.toThrow(
      'closed',
    );
  });

  it('has nothing to close when it never started', async () => {
    const { hub, source } = setup();
    await hub.close();
    expect(source.close).not.toHaveBeenCalled();
  });
});
