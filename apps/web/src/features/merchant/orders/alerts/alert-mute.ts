import { useCallback, useState } from 'react';

/** Local storage: "true" while the store has muted the new-order sound on this browser. */
export const ORDER_ALERTS_MUTED_KEY = 'orderAlertsMuted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(ORDER_ALERTS_MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(ORDER_ALERTS_MUTED_KEY, 'true');
    else window.localStorage.removeItem(ORDER_ALERTS_MUTED_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts while the page is open.
  }
}

/** The mute toggle of the alert sound, remembered on this browser. */
export function useAlertMute(): [muted: boolean, setMuted: (muted: boolean) => void] {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((next: boolean) => {
    writeMuted(next);
    setMutedState(next);
  }, []);
  return [muted, setMuted];
}
