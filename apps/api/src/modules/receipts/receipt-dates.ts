import { KARACHI_UTC_OFFSET_MINUTES } from '@sauda/domain';

const MONTHS = [
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
] as const;

/** Pakistan keeps UTC+5 all year: the shifted instant's UTC fields are Karachi's wall clock. */
function karachiWallClock(at: Date): Date {
  return new Date(at.getTime() + KARACHI_UTC_OFFSET_MINUTES * 60_000);
}

/** "2026-11-23": the date in the receipt's file name. */
export function karachiIsoDate(at: Date): string {
  return karachiWallClock(at).toISOString().slice(0, 10);
}

/** "23 Nov 2026" */
export function karachiLongDate(at: Date): string {
  const clock = karachiWallClock(at);
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()] ?? ''} ${clock.getUTCFullYear()}`;
}

/** "6:05 PM" */
export function karachiClockTime(at: Date): string {
  const clock = karachiWallClock(at);
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The receipt's download name (SPEC §4): invoice-receipt-{date}.pdf, the placing date. */
export function receiptFileName(placedAt: Date): string {
  return `invoice-receipt-${karachiIsoDate(placedAt)}.pdf`;
}
