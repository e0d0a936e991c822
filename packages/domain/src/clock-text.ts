/**
 * Times of day and Karachi instants as text, one writer for each way the product shows them:
 * the API's 24-hour slot times ("18:30"), the 12-hour clock shoppers read on store pages and
 * receipts ("6:30 PM"), and the receipt's date ("23 Nov 2026").
 */
import { karachiWallClock } from './karachi-clock.js';

const MINUTES_PER_HOUR = 60;
const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;
const MONTHS = Object.freeze([
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const);

/** "18:30" or "18:30:00" → 1110; null for anything else. */
export function parseClockMinutes(text: string): number | null {
  const match = CLOCK_PATTERN.exec(text);
  if (!match) return null;
  return Number(match[1]) * MINUTES_PER_HOUR + Number(match[2]);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "18:30:00" → "18:30": how the API shows a time slot. */
export function formatClock(text: string): string {
  const minutes = parseClockMinutes(text);
  if (minutes === null) return text;
  return `${twoDigits(Math.floor(minutes / MINUTES_PER_HOUR))}:${twoDigits(minutes % MINUTES_PER_HOUR)}`;
}

/** Minutes since midnight → "6:30 PM"; midnight is 12 AM and noon 12 PM. */
function twelveHourClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / MINUTES_PER_HOUR);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(minuteOfDay % MINUTES_PER_HOUR)} ${suffix}`;
}

/** "21:30" or "21:30:00" → "9:30 PM"; text that is not a time is shown as it came. */
export function formatClockTime(text: string): string {
  const minutes = parseClockMinutes(text);
  return minutes === null ? text : twelveHourClock(minutes);
}

/** A store's opening slot, "17:00" to "02:00" → "5:00 PM – 2:00 AM". */
export function formatHoursRange(start: string, end: string): string {
  return `${formatClockTime(start)} – ${formatClockTime(end)}`;
}

/** "6:05 PM" on Karachi's clock at an instant. */
export function karachiClockTime(at: Date): string {
  const clock = karachiWallClock(at);
  return twelveHourClock(clock.getUTCHours() * MINUTES_PER_HOUR + clock.getUTCMinutes());
}

/** "23 Nov 2026": Karachi's date at an instant. */
export function karachiLongDate(at: Date): string {
  const clock = karachiWallClock(at);
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()] ?? ''} ${clock.getUTCFullYear()}`;
}

/** "23 Nov 2026, 6:05 PM": when a receipt's order was placed. */
export function karachiDateTime(at: Date): string {
  return `${karachiLongDate(at)}, ${karachiClockTime(at)}`;
}
