import type { Dashboard, DashboardRange } from '@sauda/domain';
import { pointLabels, type PointLabels } from './point-labels';

export interface ChartPoint extends PointLabels {
  at: string;
  orders: number;
  sales: number;
}

/** The series with labels in the reader's language, oldest first, as the chart and table draw it. */
export function chartPoints(
  series: Dashboard['series'],
  range: DashboardRange,
  language: string,
): ChartPoint[] {
  return series.map((point) => ({
    at: point.at,
    orders: point.orders,
    sales: point.sales,
    ...pointLabels(point, range, language),
  }));
}
