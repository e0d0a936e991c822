import { DEFAULT_VISITOR_ID } from '@sauda/domain';
import { EventSource, type FetchLike } from 'eventsource';
import type { z } from 'zod';
import { env } from '../config/env';
import { getRequesterConfig } from './request-config';
import { SESSION_EXPIRED_STATUSES } from './request-constants';
import { buildRequestHeaders, HEADER_NAMES } from './request-headers';
import { resolveRequestUrl } from './request-url';

const LAST_EVENT_ID_HEADER = 'Last-Event-ID';
const FIRST_REOPEN_DELAY_MS = 3_000;
const LONGEST_REOPEN_DELAY_MS = 60_000;

export interface EventStreamOptions {
  /** The path under /api/v1, e.g. "users/orders/events". */
  path: string;
  sessionToken: string;
  /** What to do with the `data` of each named event; other events are ignored. */
  events: Readonly<Record<string, (data: string) => void>>;
  /** The browser's fetch unless given (tests pass their own). */
  fetch?: FetchLike;
}

/** Stops the stream for good: no reconnect after it. */
export type CloseEventStream = () => void;

/** The `data` of an event read with `schema`, or null when it is not that (it is then ignored). */
export function parseEventData<S extends z.ZodType>(schema: S, data: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The spec's headers with the bearer token; a GET without a body has no content type. */
function streamHeaders(sessionToken: string): Record<string, string> {
  const config = getRequesterConfig();
  const headers = buildRequestHeaders({
    auth: true,
    multipart: false,
    apiKey: env.VITE_WALLET_API_KEY,
    visitorId: config.getVisitorId() || DEFAULT_VISITOR_ID,
    sessionToken,
    location: config.getLocation(),
  });
  delete headers[HEADER_NAMES.contentType];
  return headers;
}

/**
 * Opens a Server-Sent Events stream of the API with the session's bearer token. The library
 * reconnects after a dropped connection and resumes with Last-Event-ID; a refused one (not 200)
 * it gives up on, so that is reopened here with a growing delay, except for a lost session.
 */
export function openEventStream(options: EventStreamOptions): CloseEventStream {
  const send: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const url = resolveRequestUrl(options.path, 'v1');
  let lastEventId: string | null = null;
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenDelay = FIRST_REOPEN_DELAY_MS;
  let closed = false;

  // A reopened stream is a new EventSource that does not know the last id: carry it over.
  const fetchWithSession: FetchLike = (input, init) =>
    send(input, {
      ...init,
      headers: {
        ...streamHeaders(options.sessionToken),
        ...(lastEventId === null ? {} : { [LAST_EVENT_ID_HEADER]: lastEventId }),
        ...init.headers,
      },
    });

  const open = () => {
    const stream = new EventSource(url, { fetch: fetchWithSession });
    source = stream;
    stream.addEventListener('open', () => {
      reopenDelay = FIRST_REOPEN_DELAY_MS;
    });
    for (const [name, handle] of Object.entries(options.events)) {
      stream.addEventListener(name, (message) => {
        if (closed) return;
        if (message.lastEventId !== '') lastEventId = message.lastEventId;
        handle(String(message.data));
      });
    }
    stream.addEventListener('error', (error) => {
      if (closed || stream.readyState !== EventSource.CLOSED) return;
      if (error.code !== undefined && SESSION_EXPIRED_STATUSES.has(error.code)) return;
      reopenTimer = setTimeout(open, reopenDelay);
      reopenDelay = Math.min(reopenDelay * 2, LONGEST_REOPEN_DELAY_MS);
    });
  };

  open();
  return () => {
    closed = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
}
