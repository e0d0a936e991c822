import { useEffect, useRef } from 'react';

/** Calls `onTick` every `intervalMs` while not paused; one interval, restarted on resume. */
export function useAutoplay(intervalMs: number, paused: boolean, onTick: () => void): void {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => tick.current(), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, paused]);
}
