/**
 * Runs calls one after another. The requester cancels an earlier pending call to the same
 * path (SPEC §7), and the queue reads one path several ways at once (the list, the pending
 * orders, the chip counts): taking turns lets each of them finish.
 */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}
