import type { RouteObject } from 'react-router';
import { comingSoon } from './lazy-pages';

/** The merchant back office (SPEC §2); its content is not in the spec yet. */
export const merchantRoutes: RouteObject[] = [
  comingSoon('dashboard', 'dashboard'),
  comingSoon('inventory-mgmt', 'inventory', 'dashboard'),
  comingSoon('inventory-mgmt/add', 'inventoryAdd', 'dashboard'),
  comingSoon('promotions', 'promotions', 'dashboard'),
  comingSoon('orders-mgmt', 'ordersMgmt', 'dashboard'),
  comingSoon('transactions', 'transactions', 'dashboard'),
  comingSoon('staff-mgmt', 'staff', 'dashboard'),
  comingSoon('pnl', 'pnl', 'dashboard'),
];
