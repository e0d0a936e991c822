const MINUTE_MS = 60_000;
const STEPS: ReadonlyArray<[unit: Intl.RelativeTimeFormatUnit, minutes: number]> = [
  ['year', 365 * 24 * 60],
  ['month', 30 * 24 * 60],
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

/**
 * When an application came in, as a person says it ("3 hours ago", "yesterday"), in the
 * reader's language; under a minute is "now".
 */
export function receivedAgo(isoInstant: string, now: number, language: string): string {
  const locale = language === 'ur' ? 'ur-PK' : 'en-PK';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.floor((now - new Date(isoInstant).getTime()) / MINUTE_MS);
  if (!Number.isFinite(minutes) || minutes < 1) return format.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (minutes >= size) return format.format(-Math.floor(minutes / size), unit);
  }
  return format.format(-minutes, 'minute');
}

/** The full date and time, for a title or a detail line. */
export function receivedAt(isoInstant: string, language: string): string {
  const locale = language === 'ur' ? 'ur-PK' : 'en-PK';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Karachi',
  }).format(new Date(isoInstant));
}
