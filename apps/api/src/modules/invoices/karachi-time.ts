import { KARACHI_UTC_OFFSET_MINUTES } from '@sauda/domain';

export const MS_PER_MINUTE = 60_000;
export const MINUTES_PER_DAY = 24 * 60;

/** Minutes since 1970-01-01 00:00 Karachi time at an instant. */
export function karachiMinutes(at: Date): number {
  return Math.floor(at.getTime() / MS_PER_MINUTE) + KARACHI_UTC_OFFSET_MINUTES;
}

/** The instant of a Karachi local minute count. */
export function instantOfKarachiMinutes(minutes: number): Date {
  return new Date((minutes - KARACHI_UTC_OFFSET_MINUTES) * MS_PER_MINUTE);
}

/** Pakistan keeps UTC+5 all year: shifting the instant gives its wall clock in ISO text. */
function karachiIso(at: Date): string {
  return new Date(at.getTime() + KARACHI_UTC_OFFSET_MINUTES * MS_PER_MINUTE).toISOString();
}

/** "2026-11-23" */
export function karachiDate(at: Date): string {
  return karachiIso(at).slice(0, 10);
}

/** "18:05" */
export function karachiTime(at: Date): string {
  return karachiIso(at).slice(11, 16);
}
