import type { OrderStatusEvent } from '@sauda/domain';
import type { EventSourceFetchInit, FetchLike } from 'eventsource';
import { vi } from 'vitest';

export interface StreamCall {
  url: string;
  init: EventSourceFetchInit;
}

/** One open `text/event-stream` answer whose events a test writes. */
export interface FakeStream {
  send: (text: string) => void;
  /** The server ends the answer: the client reconnects by itself. */
  end: () => void;
}

const encoder = new TextEncoder();

function streamAnswer(signal: AbortSignal | undefined): { response: Response; stream: FakeStream } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(control) {
      controller = control;
      // A browser fails the body of an aborted fetch: that is how close() ends the stream.
      signal?.addEventListener('abort', () =>
        control.error(new DOMException('The stream was closed', 'AbortError')),
      );
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
  return {
    response,
    stream: {
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    },
  };
}

/**
 * A fetch for the event stream: records each call and answers 200 with a stream, or what
 * `answer` returns for that call (e.g. a 503). Aborting the call fails it as a browser would.
 */
export function fakeEventStreamFetch(answer?: (call: StreamCall) => Response | undefined) {
  const calls: StreamCall[] = [];
  const streams: FakeStream[] = [];
  const fetch = vi.fn<FetchLike>((input, init) => {
    const call = { url: String(input), init };
    calls.push(call);
    const given = answer?.(call);
    if (given) return Promise.resolve(given);
    const { response, stream } = streamAnswer(init.signal as AbortSignal | undefined);
    streams.push(stream);
    return Promise.resolve(response);
  });
  return { fetch, calls, streams };
}

/** One `order_status` event as the server writes it. */
export function orderStatusFrame(id: number, data: OrderStatusEvent | string): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return `event: order_status\nid: ${id}\ndata: ${text}\n\n`;
}

export function makeOrderStatusEvent(overrides: Partial<OrderStatusEvent> = {}): OrderStatusEvent {
  return {
    order_query_id: 'ord_4f7k2q',
    invoice_query_id: 'inv_4f7k2q',
    short_order_id: 'SD-4F7K2Q',
    status: 'order_confirmed',
    at: '2026-11-23T07:30:00.000Z',
    ...overrides,
  };
}
