import type { PGlite } from '@electric-sql/pglite';
import type { ListenSink, ListenSource } from './listen-source.js';

/** Embedded PGlite has one process and no connection to lose: a plain in-process listen. */
export function pgliteListenSource(
  pglite: PGlite,
  channels: readonly string[],
  sink: ListenSink,
): ListenSource {
  let unlisten: (() => Promise<void>)[] = [];
  return {
    async start() {
      for (const channel of channels) {
        unlisten.push(
          await pglite.listen(channel, (payload) => sink.notification(channel, payload)),
        );
      }
      sink.listening();
    },
    async close() {
      const stops = unlisten;
      unlisten = [];
      if (pglite.closed) return;
      for (const stop of stops) await stop();
    },
  };
}
