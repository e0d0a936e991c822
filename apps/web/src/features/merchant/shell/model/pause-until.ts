import { PAUSE_MAX_DAYS } from '@sauda/domain';

/** A pause of so many minutes, or the longest one allowed ("until I reopen"). */
export type PauseChoice = number | 'untilReopened';

const MINUTE_MS = 60_000;
/**
 * "Until I reopen" stops this much short of the longest pause, so that a browser clock a
 * little ahead of the server's is not refused as a pause of more than PAUSE_MAX_DAYS.
 */
const CLOCK_SKEW_MARGIN_MINUTES = 5;

/** The `paused_until` to send for a choice made at `now` (an ISO instant). */
export function pauseUntil(choice: PauseChoice, now: Date): string {
  const minutes =
    choice === 'untilReopened' ? PAUSE_MAX_DAYS * 24 * 60 - CLOCK_SKEW_MARGIN_MINUTES : choice;
  return new Date(now.getTime() + minutes * MINUTE_MS).toISOString();
}
