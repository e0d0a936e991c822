import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertTone, type ToneState } from './alert-tone';

/** How often the alert rings again while an order waits to be seen. */
export const ALERT_REPEAT_MS = 10_000;

const GESTURES = ['pointerdown', 'keydown'] as const;

export interface AlertSound {
  state: ToneState;
  /** From the "Enable sound" button: a click is the gesture browsers wait for. */
  enable: () => void;
}

/**
 * Rings at once and every 10 s while `ringing` (and not muted). `ringKey` changes with each
 * new reason to ring, which rings again at once. Any click or key on the page unlocks sound
 * the browser blocked.
 */
export function useAlertSound(ringing: boolean, muted: boolean, ringKey: string): AlertSound {
  const tone = useRef<AlertTone | null>(null);
  const [state, setState] = useState<ToneState>('unavailable');

  useEffect(() => {
    const created = new AlertTone();
    tone.current = created;
    const update = () => setState(created.state);
    const stopListening = created.onChange(update);
    const unlock = () => void created.unlock();
    for (const gesture of GESTURES) document.addEventListener(gesture, unlock, true);
    update();
    return () => {
      stopListening();
      for (const gesture of GESTURES) document.removeEventListener(gesture, unlock, true);
      created.close();
      tone.current = null;
    };
  }, []);

  useEffect(() => {
    const current = tone.current;
    if (!current || !ringing || muted || state !== 'ready') return undefined;
    current.play();
    const timer = setInterval(() => current.play(), ALERT_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, muted, state, ringKey]);

  const enable = useCallback(() => void tone.current?.unlock(), []);
  return { state, enable };
}
