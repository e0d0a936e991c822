import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page the server rendered; true once
 * React owns it, and at once on any later render. A control whose action needs the app shows
 * as not ready until then, rather than take a tap it would drop.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
