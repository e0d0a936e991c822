import { useEffect, useRef, useState } from 'react';

/** Often enough for opening and closing hours to show within the minute. */
const TICK_MS = 30_000;
/** Browsers run longer timeouts at once; a pause that far off is met by the ticks instead. */
const LONGEST_TIMEOUT_MS = 2_147_000_000;
/** Timers may fire a hair early; reading the clock just after the end shows the store open. */
const PAST_THE_END_MS = 250;

/**
 * The time the store's state is read at: it moves every half minute, and exactly when the
 * pause ends, when `onPauseOver` lets the server confirm it.
 */
export function useStoreClock(pausedUntil: string | null, onPauseOver: () => void): Date {
  const [now, setNow] = useState(() => new Date());
  const pauseOver = useRef(onPauseOver);
  useEffect(() => {
    pauseOver.current = onPauseOver;
  }, [onPauseOver]);

  useEffect(() => {
    const interval = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(interval);
  }, []);

  useEffect(() => {
    if (pausedUntil === null) return;
    const wait = new Date(pausedUntil).getTime() - Date.now();
    if (!(wait > 0 && wait < LONGEST_TIMEOUT_MS)) return;
    const timeout = setTimeout(() => {
      setNow(new Date());
      pauseOver.current();
    }, wait + PAST_THE_END_MS);
    return () => clearTimeout(timeout);
  }, [pausedUntil]);

  return now;
}
