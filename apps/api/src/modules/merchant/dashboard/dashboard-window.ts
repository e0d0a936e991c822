import { karachiDate, karachiMidnight, karachiTime, type DashboardRange } from '@sauda/domain';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How many Karachi days each range covers, today included. */
const RANGE_DAYS: Readonly<Record<DashboardRange, number>> = { today: 1, '7d': 7, '30d': 30 };

/**
 * The instants a dashboard covers, [from, to), and the width of each point of its series.
 * Karachi keeps UTC+5 all year, so its days and hours are fixed-width slices of time: a point
 * is found by dividing the time since `from` by `stepMs`, in SQL as well as here.
 */
export interface DashboardWindow {
  range: DashboardRange;
  from: Date;
  to: Date;
  stepMs: number;
  /** How many points the series has: 24 hours, or 7 or 30 days. */
  points: number;
}

/**
 * Today: since Karachi midnight, by the hour. 7d and 30d: the last 7 or 30 Karachi days,
 * today included, by the day. Every range ends when today ends in Karachi, so the series has
 * its full length whatever the hour (the hours still to come are zero).
 */
export function dashboardWindow(range: DashboardRange, now: Date): DashboardWindow {
  const to = karachiMidnight(now).getTime() + DAY_MS;
  const from = to - RANGE_DAYS[range] * DAY_MS;
  const stepMs = range === 'today' ? HOUR_MS : DAY_MS;
  return { range, from: new Date(from), to: new Date(to), stepMs, points: (to - from) / stepMs };
}

export interface SeriesSlot {
  /** "14:00" for an hour, "2026-11-18" for a day, on Karachi's clock. */
  label: string;
  at: Date;
}

/** Every point of the window's series, oldest first. */
export function seriesSlots(window: DashboardWindow): SeriesSlot[] {
  return Array.from({ length: window.points }, (_, index) => {
    const at = new Date(window.from.getTime() + index * window.stepMs);
    const label = window.stepMs === HOUR_MS ? karachiTime(at) : karachiDate(at);
    return { label, at };
  });
}
