import { ORDER_STATUSES, type Dashboard } from '@sauda/domain';

/** Orders placed in the range, whatever became of them (cancelled ones too). */
export function ordersPlacedInRange(dashboard: Dashboard): number {
  return ORDER_STATUSES.reduce((sum, status) => sum + dashboard.by_status[status], 0);
}

/**
 * Nothing was ordered in the range: the page explains what will appear instead of drawing an
 * empty chart. Orders still waiting from before the range do not count; their card shows them.
 */
export function isQuietRange(dashboard: Dashboard): boolean {
  return ordersPlacedInRange(dashboard) === 0;
}

/** The index of the point with the most orders (the earliest of equals); null without orders. */
export function busiestPoint(series: Dashboard['series']): number | null {
  let best: number | null = null;
  let most = 0;
  series.forEach((point, index) => {
    if (point.orders > most) {
      best = index;
      most = point.orders;
    }
  });
  return best;
}
