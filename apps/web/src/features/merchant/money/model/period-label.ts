const localeOf = (language: string) => (language === 'ur' ? 'ur-PK' : 'en-PK');

function format(isoDate: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  // The date is Karachi's calendar day itself: formatted in UTC so no zone shifts it.
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date);
}

/** A Karachi date "2026-11-23" as the reader writes it: "Mon, 23 Nov 2026". */
export function dayLabel(isoDate: string, language: string): string {
  return format(isoDate, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A P&L period, a day "2026-11-23" or a month "2026-11" ("November 2026"). */
export function periodLabel(period: string, language: string): string {
  if (period.length === 7)
    return format(`${period}-01`, language, { month: 'long', year: 'numeric' });
  return dayLabel(period, language);
}

/** The short label under a bar of the chart: "23 Nov" or "Nov 26". */
export function periodTick(period: string, language: string): string {
  if (period.length === 7) {
    return format(`${period}-01`, language, { month: 'short', year: '2-digit' });
  }
  return format(period, language, { day: 'numeric', month: 'short' });
}

/**
 * A ledger line's date, short for a dense table: "27 Nov", with the year only when it is not
 * the year the range ends in ("30 Dec 2025").
 */
export function ledgerDateLabel(isoDate: string, rangeEnd: string, language: string): string {
  const sameYear = isoDate.slice(0, 4) === rangeEnd.slice(0, 4);
  return format(isoDate, language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
