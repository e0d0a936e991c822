export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits seconds into whole hours (may pass 24), minutes and seconds. */
export function countdownParts(totalSeconds: number): CountdownParts {
  const safe = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(safe / 3600),
    minutes: Math.floor((safe % 3600) / 60),
    seconds: safe % 60,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `hh:mm:ss`, e.g. 172800 → `48:00:00`. */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = countdownParts(totalSeconds);
  return [hours, minutes, seconds].map(twoDigits).join(':');
}
