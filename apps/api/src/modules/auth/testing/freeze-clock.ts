import { vi } from 'vitest';

/**
 * Freezes the clock the routes read (`new Date()`) and answers a function that moves it
 * forward. Only Date is faked: timers and the database keep running. Undo with
 * `vi.useRealTimers()`.
 */
export function freezeClock(): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = Date.now();
  vi.setSystemTime(now);
  return (ms) => {
    now += ms;
    vi.setSystemTime(now);
  };
}
