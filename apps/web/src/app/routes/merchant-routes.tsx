import type { RouteObject } from 'react-router';
import { page, withTexts } from './lazy-pages';

const dashboardPage = withTexts(['merchant', 'orders'], async () => ({
  Component: (await import('../../features/merchant/dashboard/dashboard-page')).DashboardPage,
}));
const inventoryPage = withTexts(['merchant', 'catalog'], async () => ({
  Component: (await import('../../features/merchant/inventory/inventory-page')).InventoryPage,
}));
const addProductPage = withTexts(['merchant'], async () => ({
  Component: (await import('../../features/merchant/inventory/add/add-product-page'))
    .AddProductPage,
}));
const promotionsPage = withTexts(['merchant'], async () => ({
  Component: (await import('../../features/merchant/promotions/promotions-page')).PromotionsPage,
}));
const ordersMgmtPage = withTexts(['merchant', 'orders', 'addresses'], async () => ({
  Component: (await import('../../features/merchant/orders/orders-mgmt-page')).OrdersMgmtPage,
}));
const transactionsPage = withTexts(['merchant'], async () => ({
  Component: (await import('../../features/merchant/money/transactions-page')).TransactionsPage,
}));
const pnlPage = withTexts(['merchant'], async () => ({
  Component: (await import('../../features/merchant/money/pnl-page')).PnlPage,
}));
const staffPage = withTexts(['merchant', 'orders'], async () => ({
  Component: (await import('../../features/merchant/staff/staff-page')).StaffPage,
}));
const storeSettingsPage = withTexts(['merchant', 'addresses'], async () => ({
  Component: (await import('../../features/merchant/settings/store-settings-page'))
    .StoreSettingsPage,
}));

/** The merchant back office (SPEC §2, DESIGN §3a). */
export const merchantRoutes: RouteObject[] = [
  page('dashboard', 'dashboard', dashboardPage),
  page('inventory-mgmt', 'inventory', inventoryPage),
  page('inventory-mgmt/add', 'inventoryAdd', addProductPage),
  page('promotions', 'promotions', promotionsPage),
  page('orders-mgmt', 'ordersMgmt', ordersMgmtPage),
  page('transactions', 'transactions', transactionsPage),
  page('staff-mgmt', 'staff', staffPage),
  page('pnl', 'pnl', pnlPage),
  page('store-settings', 'storeSettings', storeSettingsPage),
];
