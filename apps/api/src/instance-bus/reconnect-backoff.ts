export interface BackoffOptions {
  /** Wait before the first retry. */
  initialMs: number;
  /** Longest wait between two retries. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 250, maxMs: 10_000 };

/**
 * Wait before retry number `attempt` (0 = first): doubling up to the cap, with up to a fifth
 * taken off at random so that instances dropped together do not all knock at once.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const doubled = options.initialMs * 2 ** Math.min(attempt, 30);
  const capped = Math.min(doubled, options.maxMs);
  return Math.round(capped * (1 - random() * 0.2));
}
