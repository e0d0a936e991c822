/** One block of a Server-Sent Events stream, as sent (comments included). */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

export interface SseReader {
  status: number;
  contentType: string | null;
  /** Frames received so far, in order. */
  readonly frames: SseFrame[];
  /** The first frame (from the start) that matches, waiting for it up to `timeoutMs`. */
  waitFor(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  close(): void;
}

export interface OpenStreamOptions {
  token?: string;
  lastEventId?: string;
  accept?: string;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'retry') frame.retry = Number(value);
    else if (field === 'data')
      frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

/** Reads a stream over real HTTP as a browser would, keeping every frame for the test to check. */
export async function openEventStream(
  url: string,
  options: OpenStreamOptions = {},
): Promise<SseReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: options.accept ?? 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(url, { headers, signal: abort.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;

  const pump = async () => {
    const body = response.body;
    if (!body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      const value = chunk.value;
      buffered += decoder.decode(value, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end !== -1) {
        frames.push(parseFrame(buffered.slice(0, end)));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
      for (const wake of [...waiters]) wake();
    }
  };
  void pump()
    .catch(() => undefined)
    .finally(() => {
      ended = true;
      for (const wake of [...waiters]) wake();
    });

  function waitFor(match: (frame: SseFrame) => boolean, timeoutMs = 10_000): Promise<SseFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (found) return done(() => resolve(found));
        if (ended) done(() => reject(new Error(`stream ended; frames: ${JSON.stringify(frames)}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no such frame in ${JSON.stringify(frames)}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames,
    waitFor,
    close: () => abort.abort(),
  };
}
