import type { InstanceBus } from '../instance-bus.js';
import type { InstanceMessageKind, InstanceMessageOf } from '../instance-messages.js';

const PATIENCE_MS = 1_000;

/**
 * Starts listening on `bus` for a message of `kind` (that `matches`, if given) and answers a
 * wait for it: the wait resolves when it came, before or after, and fails after a second.
 * Call it before the change, so the message cannot slip by unheard.
 */
export function wordHeard<K extends InstanceMessageKind>(
  bus: InstanceBus,
  kind: K,
  matches: (message: InstanceMessageOf<K>) => boolean = () => true,
): () => Promise<void> {
  let stop: () => void = () => undefined;
  const heard = new Promise<void>((resolve) => {
    stop = bus.on(kind, (message) => {
      if (matches(message)) resolve();
    });
  });
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no ${kind} heard within ${PATIENCE_MS} ms`)),
        PATIENCE_MS,
      );
    });
    try {
      await Promise.race([heard, late]);
    } finally {
      clearTimeout(timer);
      stop();
    }
  };
}
