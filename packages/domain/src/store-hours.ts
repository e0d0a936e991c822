/**
 * Whether a store is open, from its weekly time slots, in Asia/Karachi time. Pakistan keeps
 * UTC+5 all year (no daylight saving), so a fixed offset is exact and needs no time-zone data
 * in the browser.
 *
 * A slot belongs to the day it starts on (0 = Sunday, as Date#getDay). An end time before its
 * start runs past midnight into the next day: Friday 18:00–02:00 also covers Saturday 01:00.
 * An end of 23:59 means the end of the day (00:00–23:59 is open around the clock), and an end
 * equal to its start means a full 24 hours.
 */
export const KARACHI_UTC_OFFSET_MINUTES = 5 * 60;

const MINUTES_PER_DAY = 24 * 60;
const DAYS_PER_WEEK = 7;
const MINUTES_PER_WEEK = DAYS_PER_WEEK * MINUTES_PER_DAY;
const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

export interface WorkingSlot {
  /** 0 = Sunday … 6 = Saturday. */
  readonly dayOfWeek: number;
  /** "HH:MM" or "HH:MM:SS" (as PostgreSQL prints a `time`). */
  readonly startTime: string;
  readonly endTime: string;
}

export interface WeekClock {
  /** 0 = Sunday … 6 = Saturday. */
  readonly dayOfWeek: number;
  /** Minutes since local midnight, 0 … 1439. */
  readonly minuteOfDay: number;
}

const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;

/** "18:30" or "18:30:00" → 1110; null for anything else. */
export function parseClockMinutes(text: string): number | null {
  const match = CLOCK_PATTERN.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "18:30:00" → "18:30": how the API shows a time slot. */
export function formatClock(text: string): string {
  const minutes = parseClockMinutes(text);
  if (minutes === null) return text;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The day of the week and the minute of the day in Karachi at an instant. */
export function karachiClock(now: Date): WeekClock {
  const localMinutes = Math.floor(now.getTime() / 60_000) + KARACHI_UTC_OFFSET_MINUTES;
  const dayNumber = Math.floor(localMinutes / MINUTES_PER_DAY);
  const minuteOfDay = localMinutes - dayNumber * MINUTES_PER_DAY;
  // 1 January 1970 was a Thursday (day 4).
  const dayOfWeek = (((dayNumber + 4) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return { dayOfWeek, minuteOfDay };
}

/** A slot as [start, end) in minutes since Sunday 00:00; the end may pass into next week. */
function slotSpan(slot: WorkingSlot): [number, number] | null {
  const start = parseClockMinutes(slot.startTime);
  const end = parseClockMinutes(slot.endTime);
  if (start === null || end === null) return null;
  if (!Number.isInteger(slot.dayOfWeek) || slot.dayOfWeek < 0 || slot.dayOfWeek > 6) return null;
  const dayStart = slot.dayOfWeek * MINUTES_PER_DAY;
  const endOfDay = end === LAST_MINUTE_OF_DAY ? MINUTES_PER_DAY : end;
  const length = endOfDay > start ? endOfDay - start : endOfDay + MINUTES_PER_DAY - start;
  return [dayStart + start, dayStart + start + length];
}

/** Whether the week clock falls inside one of the slots. */
export function isOpenOnClock(slots: readonly WorkingSlot[], clock: WeekClock): boolean {
  const minute = clock.dayOfWeek * MINUTES_PER_DAY + clock.minuteOfDay;
  return slots.some((slot) => {
    const span = slotSpan(slot);
    if (!span) return false;
    const [start, end] = span;
    // A Saturday-night slot reaches into Sunday morning, the start of the next week.
    return (minute >= start && minute < end) || minute + MINUTES_PER_WEEK < end;
  });
}

/** Whether a store with these slots is open at `now`, in Karachi time. */
export function isOpenAt(slots: readonly WorkingSlot[], now: Date): boolean {
  return isOpenOnClock(slots, karachiClock(now));
}
