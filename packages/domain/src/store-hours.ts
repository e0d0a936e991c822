/**
 * Whether a store is open, from its weekly time slots, on Karachi's clock (karachi-clock.ts).
 *
 * A slot belongs to the day it starts on (0 = Sunday, as Date#getDay). An end time before its
 * start runs past midnight into the next day: Friday 18:00–02:00 also covers Saturday 01:00.
 * An end of 23:59 means the end of the day (00:00–23:59 is open around the clock), and an end
 * equal to its start means a full 24 hours.
 */
import { parseClockMinutes } from './clock-text.js';
import { MINUTES_PER_DAY, karachiClock, type WeekClock } from './karachi-clock.js';

/** The days of a store's week, as `working_days` names them (0 = Sunday, as Date#getDay). */
export const WEEK_DAYS = Object.freeze([
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const);

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
