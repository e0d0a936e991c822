import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import PromotionsIcon from '@mui/icons-material/LocalOfferOutlined';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import TransactionsIcon from '@mui/icons-material/PaymentsOutlined';
import StaffIcon from '@mui/icons-material/GroupsOutlined';
import PnlIcon from '@mui/icons-material/InsightsOutlined';
import type { ReactElement } from 'react';

export type MerchantNavLabel =
  'dashboard' | 'inventory' | 'promotions' | 'orders' | 'transactions' | 'staff' | 'pnl';

/** The back office sections (SPEC §2), in the order a store owner works through them. */
export const MERCHANT_NAV_ITEMS: ReadonlyArray<{
  to: string;
  label: MerchantNavLabel;
  icon: ReactElement;
}> = [
  { to: '/dashboard', label: 'dashboard', icon: <DashboardIcon /> },
  { to: '/inventory-mgmt', label: 'inventory', icon: <InventoryIcon /> },
  { to: '/promotions', label: 'promotions', icon: <PromotionsIcon /> },
  { to: '/orders-mgmt', label: 'orders', icon: <OrdersIcon /> },
  { to: '/transactions', label: 'transactions', icon: <TransactionsIcon /> },
  { to: '/staff-mgmt', label: 'staff', icon: <StaffIcon /> },
  { to: '/pnl', label: 'pnl', icon: <PnlIcon /> },
];
