import { karachiDate, karachiTime, type Dashboard, type DashboardRange } from '@sauda/domain';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Midnight of 27 Nov 2026 in Karachi (UTC+5). */
const KARACHI_MIDNIGHT = Date.parse('2026-11-26T19:00:00.000Z');

type Point = Dashboard['series'][number];

function zeroSeries(range: DashboardRange): Point[] {
  const hourly = range === 'today';
  const points = hourly ? 24 : range === '7d' ? 7 : 30;
  const step = hourly ? HOUR_MS : DAY_MS;
  const start = hourly ? KARACHI_MIDNIGHT : KARACHI_MIDNIGHT - (points - 1) * DAY_MS;
  return Array.from({ length: points }, (_, index) => {
    const at = new Date(start + index * step);
    // As the server writes them: "14:00" per hour, "2026-11-27" per day.
    const label = hourly ? karachiTime(at) : karachiDate(at);
    return { label, at: at.toISOString(), orders: 0, sales: 0 };
  });
}

/** The series of a range with these points' orders and sales set (by index), the rest zero. */
export function seriesOf(
  range: DashboardRange,
  figures: Record<number, { orders: number; sales: number }> = {},
): Point[] {
  return zeroSeries(range).map((point, index) => ({ ...point, ...figures[index] }));
}

/** A store with nothing in the range: no orders, no best sellers, nothing running low. */
export function emptyDashboard(range: DashboardRange = 'today'): Dashboard {
  const series = zeroSeries(range);
  return {
    range,
    from: series[0]?.at ?? '',
    to: new Date(KARACHI_MIDNIGHT + DAY_MS).toISOString(),
    orders_count: 0,
    sales: 0,
    average_basket: 0,
    by_status: {
      order_pending: 0,
      order_confirmed: 0,
      order_dispatched: 0,
      order_delivered: 0,
      cancelled: 0,
    },
    top_products: [],
    series,
    pending_count: 0,
    low_stock: [],
  };
}

/** A busy day: 12 orders (1 cancelled), Rs 15,600.50 of sales, 2 waiting, 2 running low. */
export function makeDashboard(
  range: DashboardRange = 'today',
  overrides: Partial<Dashboard> = {},
): Dashboard {
  return {
    ...emptyDashboard(range),
    orders_count: 12,
    sales: 15600.5,
    average_basket: 1300.04,
    by_status: {
      order_pending: 2,
      order_confirmed: 3,
      order_dispatched: 1,
      order_delivered: 6,
      cancelled: 1,
    },
    top_products: [
      { product_query_id: 'prd_1', name: 'Chicken Biryani', quantity: 14, sales: 6300 },
      { product_query_id: 'prd_2', name: 'Raita', quantity: 9, sales: 900.5 },
    ],
    series: seriesOf(range, {
      0: { orders: 1, sales: 1200 },
      1: { orders: 4, sales: 5400.5 },
      2: { orders: 7, sales: 9000 },
    }),
    pending_count: 2,
    low_stock: [
      { query_id: 'prd_9', name: 'Mint Margarita', quantity: 0 },
      { query_id: 'prd_8', name: 'Shami Kebab', quantity: 3 },
    ],
    ...overrides,
  };
}
