import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PromotionsIcon from '@mui/icons-material/LocalOfferOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import TransactionsIcon from '@mui/icons-material/PaymentsOutlined';
import StaffIcon from '@mui/icons-material/GroupsOutlined';
import PnlIcon from '@mui/icons-material/InsightsOutlined';
import SettingsIcon from '@mui/icons-material/StorefrontOutlined';
import { roleAllows, type MerchantRole } from '@sauda/domain';
import type { ReactElement } from 'react';
import {
  MERCHANT_PAGES,
  type MerchantPageKey,
} from '../../../features/merchant/shell/model/merchant-pages';

export type MerchantNavLabel =
  | 'dashboard'
  | 'inventory'
  | 'promotions'
  | 'orders'
  | 'transactions'
  | 'staff'
  | 'pnl'
  | 'storeSettings';

interface MerchantNavItem {
  page: MerchantPageKey;
  label: MerchantNavLabel;
  icon: ReactElement;
}

/** The back office sections (SPEC §2), in the order a store owner works through them. */
export const MERCHANT_NAV_ITEMS: readonly MerchantNavItem[] = [
  { page: 'dashboard', label: 'dashboard', icon: <DashboardIcon /> },
  { page: 'inventory', label: 'inventory', icon: <InventoryIcon /> },
  { page: 'promotions', label: 'promotions', icon: <PromotionsIcon /> },
  { page: 'ordersMgmt', label: 'orders', icon: <OrdersIcon /> },
  { page: 'transactions', label: 'transactions', icon: <TransactionsIcon /> },
  { page: 'staff', label: 'staff', icon: <StaffIcon /> },
  { page: 'pnl', label: 'pnl', icon: <PnlIcon /> },
  { page: 'storeSettings', label: 'storeSettings', icon: <SettingsIcon /> },
];

/** The sections a role may open, with their addresses; the others are not offered at all. */
export function navItemsFor(role: MerchantRole) {
  return MERCHANT_NAV_ITEMS.filter((item) =>
    roleAllows(role, MERCHANT_PAGES[item.page].permission),
  ).map((item) => ({ ...item, to: MERCHANT_PAGES[item.page].path }));
}
