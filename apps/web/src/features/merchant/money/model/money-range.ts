import { defaultLedgerRange, karachiDate, type KarachiDateRange } from '@sauda/domain';

const DAY_MS = 86_400_000;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

/** The quick choices above the date fields, each ending today (Karachi). */
export const QUICK_RANGES = ['today', '7d', '30d', 'month'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const daysBack = (now: Date, days: number) => karachiDate(new Date(now.getTime() - days * DAY_MS));

export function quickRange(quick: QuickRange, now: Date): KarachiDateRange {
  const today = karachiDate(now);
  switch (quick) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: daysBack(now, 6), to: today };
    case '30d':
      return { from: daysBack(now, 29), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
  }
}

/** The quick choice a range is, if any ("This month" on the 1st is also "Today": Today wins). */
export function quickRangeOf(range: KarachiDateRange, now: Date): QuickRange | null {
  return (
    QUICK_RANGES.find((quick) => {
      const candidate = quickRange(quick, now);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

const dateParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value !== null && DATE_SHAPE.test(value) ? value : null;
};

/**
 * The range in ?from=&to=; a missing or malformed end falls back to the server's default (the
 * last 30 days). A reversed or too long range is kept as asked: the server says what is wrong.
 */
export function rangeFrom(params: URLSearchParams, now: Date): KarachiDateRange {
  const fallback = defaultLedgerRange(now);
  return {
    from: dateParam(params, FROM_PARAM) ?? fallback.from,
    to: dateParam(params, TO_PARAM) ?? fallback.to,
  };
}

/** The search string with `changes` applied (null removes a parameter). */
export function searchWith(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
