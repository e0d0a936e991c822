// Reads a Server-Sent Events stream with Node's own fetch: each event is handed over, with the
// moment it arrived, as soon as its closing blank line is read.
import { performance } from 'node:perf_hooks';
import { TextDecoderStream } from 'node:stream/web';

/** Splits text into SSE blocks; `onBlock` gets `{ event, id, data, retry }` of each block. */
function createBlockParser(onBlock) {
  let pending = '';
  let block = {};
  const takeLine = (line) => {
    if (line === '') {
      if (Object.keys(block).length > 0) onBlock(block);
      block = {};
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    block[field] = field === 'data' && block.data !== undefined ? `${block.data}\n${value}` : value;
  };
  return (text) => {
    pending += text;
    const lines = pending.split(/\r\n|\r|\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) takeLine(line);
  };
}

/**
 * Opens `url` as an event stream and resolves once the server's first block (its `retry:`
 * hint, sent after it subscribed) has arrived. `onEvent({ event, id, data, at })` is called for
 * every block with data; `data` is parsed as JSON and `at` is the `performance.now()` of its
 * arrival.
 */
export async function openEventStream(url, { headers = {}, onEvent }) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers } });
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  let markReady;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  const parse = createBlockParser((block) => {
    const at = performance.now();
    markReady();
    if (block.data === undefined || block.data === '') return;
    onEvent({ event: block.event ?? 'message', id: block.id, data: JSON.parse(block.data), at });
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let failure = null;
  let closing = false;
  const done = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      parse(value);
    }
  })().catch((error) => {
    if (!closing) failure = error;
  });
  const endedEarly = done.then(() => {
    throw failure ?? new Error(`${url}: the stream ended before its first block`);
  });
  endedEarly.catch(() => undefined);
  await Promise.race([ready, endedEarly]);
  return {
    /** Cancelling the body closes the connection: the server sees the client leave. */
    async close() {
      closing = true;
      await reader.cancel();
      await done;
    },
  };
}
