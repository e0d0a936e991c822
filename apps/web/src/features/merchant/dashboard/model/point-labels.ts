import { karachiDate, karachiTime, type DashboardRange } from '@sauda/domain';
import { leftToRight } from './bidi';

export interface PointLabels {
  /** On the chart's axis: "14:00", "23 Nov". */
  short: string;
  /** In the tooltip and the table: "14:00–15:00" (isolated left to right), "Mon, 23 Nov". */
  long: string;
}

const localeOf = (language: string) => (language === 'ur' ? 'ur-PK' : 'en-PK');

function nextHour(time: string): string {
  const hour = (Number(time.slice(0, 2)) + 1) % 24;
  return `${String(hour).padStart(2, '0')}:00`;
}

/** A Karachi calendar day ("2026-11-23") as the reader writes it, never shifted by a zone. */
function dayLabels(isoDate: string, language: string): PointLabels {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date);
  return {
    short: format({ day: 'numeric', month: 'short' }),
    long: format({ weekday: 'short', day: 'numeric', month: 'short' }),
  };
}

/**
 * The labels of one point of the series, from its instant in the reader's language: an hour of
 * Karachi's day for today, a Karachi day for 7 and 30 days. The server's own label (English)
 * stands in when the instant cannot be read.
 */
export function pointLabels(
  point: { at: string; label: string },
  range: DashboardRange,
  language: string,
): PointLabels {
  const at = new Date(point.at);
  if (Number.isNaN(at.getTime())) return { short: point.label, long: point.label };
  if (range === 'today') {
    const time = karachiTime(at);
    return { short: time, long: leftToRight(`${time}–${nextHour(time)}`) };
  }
  return dayLabels(karachiDate(at), language);
}
