import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeDashboard, seriesOf } from '../testing/dashboard-fixtures';
import { busiestPoint, isQuietRange, ordersPlacedInRange } from './dashboard-figures';

describe('ordersPlacedInRange', () => {
  it('counts every status, cancelled orders too', () => {
    expect(ordersPlacedInRange(makeDashboard())).toBe(13);
    expect(ordersPlacedInRange(emptyDashboard())).toBe(0);
  });
});

describe('isQuietRange', () => {
  it('is quiet when nothing was ordered in the range', () => {
    expect(isQuietRange(emptyDashboard('7d'))).toBe(true);
    expect(isQuietRange(makeDashboard())).toBe(false);
  });

  it('is not quiet when the only orders were cancelled', () => {
    const dashboard = emptyDashboard();
    expect(
      isQuietRange({ ...dashboard, by_status: { ...dashboard.by_status, cancelled: 1 } }),
    ).toBe(false);
  });

  it('stays quiet while orders from before the range still wait', () => {
    expect(isQuietRange({ ...emptyDashboard(), pending_count: 3 })).toBe(true);
  });
});

describe('busiestPoint', () => {
  it('is the point with the most orders, the earliest of equals', () => {
    const series = seriesOf('7d', {
      1: { orders: 2, sales: 9000 },
      3: { orders: 5, sales: 100 },
      5: { orders: 5, sales: 800 },
    });
    expect(busiestPoint(series)).toBe(3);
  });

  it('is none without orders', () => {
    expect(busiestPoint(seriesOf('today'))).toBeNull();
  });
});
