import { karachiWallClock } from '@sauda/domain';

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
