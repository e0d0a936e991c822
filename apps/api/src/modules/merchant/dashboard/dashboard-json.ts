import { ORDER_STATUSES, fromPaisa, type Dashboard, type OrderStatus } from '@sauda/domain';
import type { BestSeller, StatusSlotTotal } from './dashboard-orders.repository.js';
import { seriesSlots, type DashboardWindow } from './dashboard-window.js';
import type { LowStockRow } from './low-stock.repository.js';

/** What the repositories answered for one dashboard. */
export interface DashboardFigures {
  totals: readonly StatusSlotTotal[];
  bestSellers: readonly BestSeller[];
  pendingCount: number;
  lowStock: readonly LowStockRow[];
}

function byStatus(totals: readonly StatusSlotTotal[]): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const total of totals) counts[total.status] += total.orders;
  return counts;
}

/** Every hour or day of the window, those without orders at zero. */
function series(window: DashboardWindow, sold: readonly StatusSlotTotal[]): Dashboard['series'] {
  const points = seriesSlots(window).map(({ label, at }) => ({ label, at, orders: 0, paisa: 0 }));
  for (const total of sold) {
    const point = points[total.slot];
    if (!point) continue;
    point.orders += total.orders;
    point.paisa += total.salesPaisa;
  }
  return points.map(({ label, at, orders, paisa }) => ({
    label,
    at: at.toISOString(),
    orders,
    sales: fromPaisa(paisa),
  }));
}

/** Cancelled orders count in `by_status` only: they sold nothing. */
export function toDashboardJson(window: DashboardWindow, figures: DashboardFigures): Dashboard {
  const sold = figures.totals.filter((total) => total.status !== 'cancelled');
  const ordersCount = sold.reduce((sum, total) => sum + total.orders, 0);
  const salesPaisa = sold.reduce((sum, total) => sum + total.salesPaisa, 0);
  return {
    range: window.range,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    orders_count: ordersCount,
    sales: fromPaisa(salesPaisa),
    average_basket: fromPaisa(ordersCount === 0 ? 0 : Math.round(salesPaisa / ordersCount)),
    by_status: byStatus(figures.totals),
    top_products: figures.bestSellers.map((product) => ({
      product_query_id: product.productQueryId,
      name: product.name,
      quantity: product.units,
      sales: fromPaisa(product.salesPaisa),
    })),
    series: series(window, sold),
    pending_count: figures.pendingCount,
    low_stock: figures.lowStock.map((product) => ({
      query_id: product.queryId,
      name: product.name,
      quantity: product.quantity,
    })),
  };
}
