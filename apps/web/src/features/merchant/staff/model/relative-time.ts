const MINUTE_MS = 60_000;
const MINUTES_AN_HOUR = 60;
const HOURS_A_DAY = 24;
const DAYS_SHOWN_RELATIVE = 7;

/** How long ago, as an i18n key of `merchantStaff.time` and its count. */
export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number }
  | { key: 'on' };

/** "5 min ago" up to an hour, then hours, days up to a week; older lines show the date. */
export function relativeTime(iso: string, now: number): RelativeTime {
  const minutes = Math.floor((now - new Date(iso).getTime()) / MINUTE_MS);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < MINUTES_AN_HOUR) return { key: 'minutesAgo', count: minutes };
  const hours = Math.floor(minutes / MINUTES_AN_HOUR);
  if (hours < HOURS_A_DAY) return { key: 'hoursAgo', count: hours };
  const days = Math.floor(hours / HOURS_A_DAY);
  return days < DAYS_SHOWN_RELATIVE ? { key: 'daysAgo', count: days } : { key: 'on' };
}
