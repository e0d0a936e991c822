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
