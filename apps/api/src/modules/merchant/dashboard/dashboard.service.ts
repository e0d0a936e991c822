import type { Dashboard, DashboardRange } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { requireStoreAccess } from '../access/store-access.js';
import { toDashboardJson } from './dashboard-json.js';
import { countPendingOrders } from './dashboard-orders.repository.js';
import { dashboardWindow } from './dashboard-window.js';
import { listLowStockProducts } from './low-stock.repository.js';
import { rangeFigures } from './range-figures.js';

/** The dashboard's low-stock list is this long at most. */
export const LOW_STOCK_LIMIT = 10;

/**
 * GET merchant/stores/{storeId}/dashboard: the store's orders, sales and best sellers of a
 * range of Karachi days, what waits for the store now and what runs out. Owners and managers
 * only. The figures are read side by side without a transaction: a dashboard is a glance, and
 * an order placed between two of its queries is simply counted by the next one.
 */
export async function getStoreDashboard(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
  range: DashboardRange,
  now: Date,
): Promise<Dashboard> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readDashboard');
  const window = dashboardWindow(range, now);
  const [figures, pendingCount, lowStock] = await Promise.all([
    rangeFigures(db, companyId, window),
    countPendingOrders(db, companyId),
    listLowStockProducts(db, companyId, LOW_STOCK_LIMIT),
  ]);
  return toDashboardJson(window, { ...figures, pendingCount, lowStock });
}
