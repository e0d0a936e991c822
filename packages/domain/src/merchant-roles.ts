/**
 * Who may do what in a store's back office (DESIGN §3a). The server checks every merchant
 * route against this table in one place; the web hides what a role may not use.
 */

export const MERCHANT_ROLES = Object.freeze(['owner', 'manager', 'staff'] as const);
export type MerchantRole = (typeof MERCHANT_ROLES)[number];

const EVERYONE: readonly MerchantRole[] = MERCHANT_ROLES;
const MANAGERS: readonly MerchantRole[] = ['owner', 'manager'];
const OWNERS: readonly MerchantRole[] = ['owner'];

/**
 * Owner: everything. Manager: everything but staff and P&L. Staff: orders, and the stock and
 * availability of products. Pausing new orders belongs with the orders: whoever runs the
 * kitchen can say it is full.
 */
export const MERCHANT_PERMISSIONS = Object.freeze({
  readStore: EVERYONE,
  readOrders: EVERYONE,
  moveOrders: EVERYONE,
  pauseStore: EVERYONE,
  editStore: MANAGERS,
  readDashboard: MANAGERS,
  editStock: EVERYONE,
  editProducts: MANAGERS,
  managePromotions: MANAGERS,
  readTransactions: MANAGERS,
  readPnl: OWNERS,
  manageStaff: OWNERS,
} satisfies Record<string, readonly MerchantRole[]>);

export type MerchantPermission = keyof typeof MERCHANT_PERMISSIONS;

export function roleAllows(role: MerchantRole, permission: MerchantPermission): boolean {
  return MERCHANT_PERMISSIONS[permission].includes(role);
}
