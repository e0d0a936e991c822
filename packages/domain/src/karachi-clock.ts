/**
 * Karachi's clock (Asia/Karachi), the one clock of the product: every store, invoice, receipt
 * and dashboard reads its days and times through these functions, on the web and the server.
 * Pakistan keeps UTC+5 all year (no daylight saving), so a fixed offset is exact and the
 * browser needs no time-zone data; shifting an instant by it gives a Date whose UTC fields are
 * Karachi's wall clock.
 */
export const KARACHI_UTC_OFFSET_MINUTES = 5 * 60;
export const MINUTES_PER_DAY = 24 * 60;

const MS_PER_MINUTE = 60_000;
const DAYS_PER_WEEK = 7;

export interface WeekClock {
  /** 0 = Sunday … 6 = Saturday. */
  readonly dayOfWeek: number;
  /** Minutes since local midnight, 0 … 1439. */
  readonly minuteOfDay: number;
}

/** Minutes since 1970-01-01 00:00 Karachi time at an instant. */
export function karachiMinutes(at: Date): number {
  return Math.floor(at.getTime() / MS_PER_MINUTE) + KARACHI_UTC_OFFSET_MINUTES;
}

/** The instant of a Karachi minute count (the inverse of `karachiMinutes`). */
export function instantOfKarachiMinutes(minutes: number): Date {
  return new Date((minutes - KARACHI_UTC_OFFSET_MINUTES) * MS_PER_MINUTE);
}

/** 0 = Sunday … 6 = Saturday of a day counted from 1970-01-01 (day 0). */
export function dayOfWeekOfDay(day: number): number {
  // 1 January 1970 was a Thursday (day 4).
  return (((day + 4) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
}

/** The day of the week and the minute of the day in Karachi at an instant. */
export function karachiClock(now: Date): WeekClock {
  const localMinutes = karachiMinutes(now);
  const day = Math.floor(localMinutes / MINUTES_PER_DAY);
  return { dayOfWeek: dayOfWeekOfDay(day), minuteOfDay: localMinutes - day * MINUTES_PER_DAY };
}

/** The start of the Karachi day `at` falls in. */
export function karachiMidnight(at: Date): Date {
  const day = Math.floor(karachiMinutes(at) / MINUTES_PER_DAY);
  return instantOfKarachiMinutes(day * MINUTES_PER_DAY);
}

/** A Date whose UTC fields show Karachi's wall clock at `at`. */
export function karachiWallClock(at: Date): Date {
  return new Date(at.getTime() + KARACHI_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** "2026-11-23" */
export function karachiDate(at: Date): string {
  return karachiWallClock(at).toISOString().slice(0, 10);
}

/** "18:05" */
export function karachiTime(at: Date): string {
  return karachiWallClock(at).toISOString().slice(11, 16);
}

/** SPEC §4: a receipt downloads as invoice-receipt-{date}.pdf, dated by the order's placing. */
export function receiptFileName(placedAt: Date): string {
  return `invoice-receipt-${karachiDate(placedAt)}.pdf`;
}
