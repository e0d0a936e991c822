import { describe, expect, it, vi } from 'vitest';
import { OrderEventsStream } from './order-events-stream.js';
import type { OrderStatusEventEntry } from './order-status-event-entry.js';

function entry(id: number): OrderStatusEventEntry {
  return {
    id,
    data: {
      order_query_id: `order-${id}`,
      invoice_query_id: `invoice-${id}`,
      short_order_id: null,
      status: 'order_pending',
      at: '2026-11-18T07:00:00.000Z',
    },
  };
}

/** A stream over a fake store of events: `stored` is what the database holds. */
function setup(stored: OrderStatusEventEntry[], lastEventId: number | null) {
  const sent: string[] = [];
  const reads: number[] = [];
  let releaseRead: (() => void) | null = null;
  let holdReads = false;
  const deps = {
    send: vi.fn((sending: OrderStatusEventEntry) => {
      sent.push(String(sending.id));
      return Promise.resolve();
    }),
    loadAfter: async (afterId: number) => {
      reads.push(afterId);
      if (holdReads) await new Promise<void>((resolve) => (releaseRead = resolve));
      return stored.filter((e) => e.id > afterId);
    },
    latestId: () => Promise.resolve(stored.at(-1)?.id ?? 0),
    onError: vi.fn(),
  };
  const stream = new OrderEventsStream(deps, lastEventId);
  return {
    stream,
    deps,
    sent,
    reads,
    holdReads: () => (holdReads = true),
    release: () => releaseRead?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OrderEventsStream', () => {
  it('without Last-Event-ID replays nothing and sends live events', async () => {
    const { stream, sent, reads } = setup([entry(1), entry(2)], null);
    stream.live(entry(3));
    await stream.begin();
    await settle();

    expect(reads).toEqual([]);
    expect(sent).toEqual(['3']);
  });

  it('with Last-Event-ID replays the stored events after it before anything live', async () => {
    const { stream, sent, reads } = setup([entry(1), entry(2), entry(3)], 1);
    stream.live(entry(4));
    await stream.begin();
    await settle();

    expect(reads).toEqual([1]);
    expect(sent).toEqual(['2', '3', '4']);
  });

  it('holds live events that arrive during the replay and never sends an id twice', async () => {
    const stored = [entry(1), entry(2)];
    const { stream, sent, holdReads, release } = setup(stored, 0);
    holdReads();
    const begun = stream.begin();
    await settle();
    // Committed while the replay reads: heard live and found by the replay too.
    stored.push(entry(3));
    stream.live(entry(3));
    stream.live(entry(4));
    expect(sent).toEqual([]);
    release();
    await begun;
    await settle();

    expect(sent).toEqual(['1', '2', '3', '4']);
  });

  it('sends nothing before begin', async () => {
    const { stream, sent } = setup([entry(1)], 0);
    stream.live(entry(2));
    await settle();
    expect(sent).toEqual([]);
  });

  it('after missed notifications, catches up from the last id sent', async () => {
    const stored = [entry(1)];
    const { stream, sent, reads } = setup(stored, null);
    await stream.begin();
    stored.push(entry(2));
    stream.live(entry(2));
    stored.push(entry(3), entry(4));
    stream.missed();
    stream.live(entry(4));
    await settle();

    expect(reads).toEqual([2]);
    expect(sent).toEqual(['2', '3', '4']);
  });

  it('stops for good when a send fails, and reports it once', async () => {
    const { stream, deps, sent } = setup([], null);
    deps.send.mockRejectedValueOnce(new Error('connection closed'));
    await stream.begin();
    stream.live(entry(1));
    stream.live(entry(2));
    await settle();

    expect(deps.onError).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });

  it('sends nothing once stopped', async () => {
    const { stream, sent } = setup([], null);
    await stream.begin();
    stream.stop();
    stream.live(entry(1));
    await settle();
    expect(sent).toEqual([]);
  });

  it('hands each entry to send as it came, for the route to turn into its message', async () => {
    const { stream, deps } = setup([], null);
    await stream.begin();
    stream.live(entry(9));
    await settle();
    expect(deps.send).toHaveBeenCalledWith(entry(9));
  });
});
