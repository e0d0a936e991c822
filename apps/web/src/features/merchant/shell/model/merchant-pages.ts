import { roleAllows, type MerchantPermission, type MerchantRole } from '@sauda/domain';
import type { PageKey } from '../../../../i18n/page-keys';

interface MerchantPage {
  path: string;
  /** What the member's role must allow to open the page (DESIGN §3a). */
  permission: MerchantPermission;
}

/** Every back office page: where it lives and who may open it. */
export const MERCHANT_PAGES = {
  dashboard: { path: '/dashboard', permission: 'readDashboard' },
  inventory: { path: '/inventory-mgmt', permission: 'editStock' },
  inventoryAdd: { path: '/inventory-mgmt/add', permission: 'editProducts' },
  promotions: { path: '/promotions', permission: 'managePromotions' },
  ordersMgmt: { path: '/orders-mgmt', permission: 'readOrders' },
  transactions: { path: '/transactions', permission: 'readTransactions' },
  staff: { path: '/staff-mgmt', permission: 'manageStaff' },
  pnl: { path: '/pnl', permission: 'readPnl' },
  storeSettings: { path: '/store-settings', permission: 'editStore' },
} as const satisfies Partial<Record<PageKey, MerchantPage>>;

export type MerchantPageKey = keyof typeof MERCHANT_PAGES;

export function isMerchantPage(page: string | undefined): page is MerchantPageKey {
  return page !== undefined && Object.hasOwn(MERCHANT_PAGES, page);
}

/** Whether a role may open a page; pages outside the back office are not its business. */
export function roleMayOpen(role: MerchantRole, page: string | undefined): boolean {
  return !isMerchantPage(page) || roleAllows(role, MERCHANT_PAGES[page].permission);
}

/** Where the back office opens: the dashboard, or the orders for a role without it (staff). */
export function backOfficeHomePath(role: MerchantRole): string {
  return roleAllows(role, MERCHANT_PAGES.dashboard.permission)
    ? MERCHANT_PAGES.dashboard.path
    : MERCHANT_PAGES.ordersMgmt.path;
}
