/**
 * An invoice's Karachi date ("2026-11-23") as a shopper reads it ("23 Nov 2026"). The date is
 * already Karachi's, so it is formatted as a calendar day, never shifted by a time zone.
 */
export function readableDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  const locale = language === 'ur' ? 'ur-PK' : 'en-PK';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
