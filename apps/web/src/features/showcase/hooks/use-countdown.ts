import { useEffect, useState } from 'react';

const SECOND_MS = 1000;

/**
 * Seconds left of a countdown that starts at `startSeconds` on mount. One interval ticks each
 * second; the value is read from the deadline, so a throttled background tab stays right.
 */
export function useCountdown(startSeconds: number): number {
  const [deadline] = useState(() => Date.now() + startSeconds * SECOND_MS);
  const [remaining, setRemaining] = useState(Math.max(0, startSeconds));
  const finished = remaining === 0;
  useEffect(() => {
    if (finished) return;
    const id = window.setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / SECOND_MS)));
    }, SECOND_MS);
    return () => window.clearInterval(id);
  }, [deadline, finished]);
  return remaining;
}
