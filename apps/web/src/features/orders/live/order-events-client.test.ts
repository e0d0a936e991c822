import { DEVICE, PUSH_TOKEN_PLACEHOLDER, type OrderStatusEvent } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequester, resetRequesterConfig } from '../../../api/request-config';
import { env } from '../../../config/env';
import { openOrderEvents, parseOrderStatusEvent } from './order-events-client';
import {
  fakeEventStreamFetch,
  makeOrderStatusEvent,
  orderStatusFrame,
} from './testing/fake-event-stream';

function open(fake = fakeEventStreamFetch()) {
  const received: OrderStatusEvent[] = [];
  const close = openOrderEvents({
    sessionToken: 'token-registered',
    onStatus: (event) => received.push(event),
    fetch: fake.fetch,
  });
  return { ...fake, received, close };
}

async function firstStream(fake: ReturnType<typeof open>) {
  await vi.waitFor(() => expect(fake.streams).toHaveLength(1));
  return fake.streams[0]!;
}

beforeEach(() => {
  configureRequester({
    getVisitorId: () => 'visitor-42',
    getLocation: () => ({ latitude: 24.81, longitude: 67.03 }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetRequesterConfig();
});

describe('openOrderEvents', () => {
  it('asks for the order events with the bearer token and the spec headers', async () => {
    const stream = open();
    await vi.waitFor(() => expect(stream.calls).toHaveLength(1));
    stream.close();
    const { url, init } = stream.calls[0]!;
    expect(new URL(url).pathname).toBe('/api/v1/users/orders/events');
    expect(init.headers).toMatchObject({
      Accept: 'text/event-stream',
      Authorization: 'Bearer token-registered',
      'api-key': env.VITE_WALLET_API_KEY,
      device: DEVICE,
      'visitor-id': 'visitor-42',
      'fcm-token': PUSH_TOKEN_PLACEHOLDER,
      latitude: '24.81',
      longitude: '67.03',
      lat: '24.81',
      long: '67.03',
    });
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).not.toHaveProperty('Last-Event-ID');
  });

  it('hands each order_status event over, parsed', async () => {
    const stream = open();
    const server = await firstStream(stream);
    const confirmed = makeOrderStatusEvent({ status: 'order_confirmed' });
    const dispatched = makeOrderStatusEvent({ status: 'order_dispatched', short_order_id: null });
    server.send(orderStatusFrame(7, confirmed));
    server.send(': heartbeat\n\n');
    server.send(orderStatusFrame(8, dispatched));
    await vi.waitFor(() => expect(stream.received).toEqual([confirmed, dispatched]));
    stream.close();
  });

  it('ignores events that are not a status change of the contract', async () => {
    const stream = open();
    const server = await firstStream(stream);
    const bad = [
      'not json',
      JSON.stringify({ ...makeOrderStatusEvent(), status: 'order_lost' }),
      JSON.stringify({ ...makeOrderStatusEvent(), order_query_id: 5 }),
      JSON.stringify({ status: 'order_confirmed' }),
    ];
    bad.forEach((data, index) => server.send(orderStatusFrame(index + 1, data)));
    server.send(`event: something_else\ndata: ${JSON.stringify(makeOrderStatusEvent())}\n\n`);
    server.send(`data: ${JSON.stringify(makeOrderStatusEvent())}\n\n`);
    const good = makeOrderStatusEvent({ status: 'order_delivered' });
    server.send(orderStatusFrame(9, good));
    await vi.waitFor(() => expect(stream.received).toHaveLength(1));
    expect(stream.received).toEqual([good]);
    stream.close();
  });

  it('resumes from the last event id when the connection drops', async () => {
    const stream = open();
    const server = await firstStream(stream);
    server.send('retry: 10\n\n');
    server.send(orderStatusFrame(41, makeOrderStatusEvent()));
    await vi.waitFor(() => expect(stream.received).toHaveLength(1));
    server.end();
    await vi.waitFor(() => expect(stream.calls).toHaveLength(2));
    expect(stream.calls[1]!.init.headers).toMatchObject({
      'Last-Event-ID': '41',
      Authorization: 'Bearer token-registered',
    });
    stream.close();
  });

  it('opens again after a refused connection, carrying the last event id', async () => {
    vi.useFakeTimers();
    let refuse = false;
    const stream = open(
      fakeEventStreamFetch(() =>
        refuse ? new Response('', { status: 503, statusText: 'Unavailable' }) : undefined,
      ),
    );
    const server = await firstStream(stream);
    server.send('retry: 10\n\n');
    server.send(orderStatusFrame(12, makeOrderStatusEvent()));
    await vi.waitFor(() => expect(stream.received).toHaveLength(1));
    refuse = true;
    server.end();
    await vi.advanceTimersByTimeAsync(10);
    expect(stream.calls).toHaveLength(2);
    refuse = false;
    await vi.advanceTimersByTimeAsync(2_999);
    expect(stream.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.calls).toHaveLength(3);
    expect(stream.calls[2]!.init.headers).toMatchObject({ 'Last-Event-ID': '12' });
    stream.close();
  });

  it('stops for good when the session is refused', async () => {
    vi.useFakeTimers();
    const stream = open(fakeEventStreamFetch(() => new Response('', { status: 401 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(stream.calls).toHaveLength(1);
    stream.close();
  });

  it('closes: the request is aborted, later events are dropped and nothing reconnects', async () => {
    vi.useFakeTimers();
    const stream = open();
    const server = await firstStream(stream);
    stream.close();
    expect((stream.calls[0]!.init.signal as AbortSignal).aborted).toBe(true);
    expect(() => server.send(orderStatusFrame(3, makeOrderStatusEvent()))).toThrow();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(stream.calls).toHaveLength(1);
    expect(stream.received).toEqual([]);
  });
});

describe('parseOrderStatusEvent', () => {
  it('reads the contract and refuses anything else', () => {
    const event = makeOrderStatusEvent({ status: 'cancelled' });
    expect(parseOrderStatusEvent(JSON.stringify(event))).toEqual(event);
    expect(parseOrderStatusEvent('{')).toBeNull();
    expect(parseOrderStatusEvent('null')).toBeNull();
    expect(parseOrderStatusEvent(JSON.stringify({ ...event, at: undefined }))).toBeNull();
  });
});
