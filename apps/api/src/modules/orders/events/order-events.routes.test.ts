import { ORDER_STATUS_EVENT } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import {
  insertShopperWithAddress,
  placeOrderFor,
  type ExpectedEvent,
} from './testing/place-order-for.js';
import type { SseFrame, SseReader } from './testing/sse-reader.js';
import {
  EVENTS_PATH,
  QUICK_HEARTBEAT_PREFIX,
  useOrderEventsTestApp,
} from './testing/use-order-events-test-app.js';

const events = useOrderEventsTestApp();

const isRetry = (frame: SseFrame) => frame.retry !== undefined;
const isStatus = (frame: SseFrame) => frame.event === ORDER_STATUS_EVENT;
const withId = (id: string) => (frame: SseFrame) => isStatus(frame) && frame.id === id;

/** Opens a stream and waits until it is live (its retry hint arrived). */
async function openLive(token: string, lastEventId?: string): Promise<SseReader> {
  const reader = await events.open({
    token,
    ...(lastEventId === undefined ? {} : { lastEventId }),
  });
  expect(reader.status).toBe(200);
  await reader.waitFor(isRetry);
  return reader;
}

function statusEvents(reader: SseReader): { id: string | undefined; data: unknown }[] {
  return reader.frames
    .filter(isStatus)
    .map((frame) => ({ id: frame.id, data: JSON.parse(frame.data ?? 'null') as unknown }));
}

const placeFor = async (shopper: Awaited<ReturnType<typeof insertShopperWithAddress>>) =>
  (await placeOrderFor(events.client, events.db, shopper, events.product)).expected;

describe('GET /api/v1/users/orders/events', () => {
  it('streams text/event-stream, starting with a 3 s reconnection hint', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    const reader = await openLive(shopper.token);

    expect(reader.contentType).toMatch(/^text\/event-stream/);
    expect(reader.frames[0]).toMatchObject({ retry: 3000 });
  });

  it('sends the placed order to its user as an order_status event with the status event id', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    const reader = await openLive(shopper.token);

    const expected = await placeFor(shopper);

    const frame = await reader.waitFor(withId(expected.id));
    expect(frame.event).toBe('order_status');
    expect(JSON.parse(frame.data ?? '')).toEqual(expected.data);
    expect(expected.data.status).toBe('order_pending');
    expect(expected.data.short_order_id).toEqual(expect.any(String));
  });

  it('never sends one user’s events to another user', async () => {
    const ayesha = await insertShopperWithAddress(events.db);
    const bilal = await insertShopperWithAddress(events.db);
    const ayeshaStream = await openLive(ayesha.token);
    const bilalStream = await openLive(bilal.token);

    const ayeshaOrder = await placeFor(ayesha);
    const bilalOrder = await placeFor(bilal);

    // Each stream has seen its own order, so it had every chance to see the other one.
    await ayeshaStream.waitFor(withId(ayeshaOrder.id));
    await bilalStream.waitFor(withId(bilalOrder.id));
    expect(statusEvents(ayeshaStream)).toEqual([ayeshaOrder]);
    expect(statusEvents(bilalStream)).toEqual([bilalOrder]);
  });

  it('with Last-Event-ID, replays exactly the events after it, oldest first, then goes live', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    const other = await insertShopperWithAddress(events.db);
    const missed: ExpectedEvent[] = [];
    for (let i = 0; i < 4; i++) missed.push(await placeFor(shopper));
    await placeFor(other);
    const [seen, ...after] = missed;

    const reader = await openLive(shopper.token, seen?.id);
    const lastMissed = after.at(-1);
    await reader.waitFor(withId(lastMissed?.id ?? 'none'));
    const next = await placeFor(shopper);
    await reader.waitFor(withId(next.id));

    expect(statusEvents(reader)).toEqual([...after, next]);
  });

  it('with a Last-Event-ID after every event, replays nothing', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    const last = await placeFor(shopper);

    const reader = await openLive(shopper.token, last.id);
    const next = await placeFor(shopper);
    await reader.waitFor(withId(next.id));

    expect(statusEvents(reader)).toEqual([next]);
  });

  it('ignores a Last-Event-ID that is not an event id: no replay, no error', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    await placeFor(shopper);

    for (const lastEventId of ['abc', '-1', '1.5', '']) {
      const reader = await openLive(shopper.token, lastEventId);
      const next = await placeFor(shopper);
      await reader.waitFor(withId(next.id));
      expect(statusEvents(reader), `Last-Event-ID "${lastEventId}"`).toEqual([next]);
      reader.close();
    }
  });

  it('without a session answers 401 with the error envelope, before any stream', async () => {
    for (const authorization of [undefined, 'Bearer not-a-live-token']) {
      const response = await fetch(`${events.url}${EVENTS_PATH}`, {
        headers: {
          accept: 'text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: {
          code: 'unauthorized',
          message: 'Session Expired. Please log in again.',
          message_key: 'server.sessionExpiredLogin',
        },
      });
    }
  });

  it('sends heartbeat comments while nothing happens', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    const reader = await events.open(
      { token: shopper.token },
      `${QUICK_HEARTBEAT_PREFIX}${EVENTS_PATH}`,
    );

    const heartbeat = await reader.waitFor((frame) => frame.comments.length > 0);

    expect(heartbeat.comments).toEqual(['heartbeat']);
    expect(heartbeat.event).toBeUndefined();
  });

  it('keeps serving other streams after one client goes away', async () => {
    const shopper = await insertShopperWithAddress(events.db);
    const gone = await openLive(shopper.token);
    const staying = await openLive(shopper.token);
    gone.close();

    const expected = await placeFor(shopper);

    await staying.waitFor(withId(expected.id));
    expect(statusEvents(staying)).toEqual([expected]);
  });
});
