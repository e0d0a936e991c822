import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ORDER_TYPES, type OrderType } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ordersInfiniteQueryOptions } from '../api/get-orders';

export const tabId = (orderType: OrderType) => `orders-tab-${orderType}`;
export const panelId = (orderType: OrderType) => `orders-panel-${orderType}`;

interface OrderTabsProps {
  value: OrderType;
  onChange: (orderType: OrderType) => void;
}

/** Active (with activeOrdersCount, SPEC §3), Past and Cancelled. */
export function OrderTabs({ value, onChange }: OrderTabsProps) {
  const { t } = useTranslation();
  // The Active list is shared with its tab, so the count costs no extra call there.
  const active = useInfiniteQuery(ordersInfiniteQueryOptions('active'));
  const activeOrdersCount = active.data?.pages[0]?.pagination.total_items;
  const label = (orderType: OrderType) =>
    orderType === 'active' && activeOrdersCount !== undefined
      ? t('orders.tabs.activeCount', { count: activeOrdersCount })
      : t(`orders.tabs.${orderType}`);
  return (
    <Tabs
      value={value}
      onChange={(_, next: OrderType) => onChange(next)}
      aria-label={t('orders.tabs.label')}
      variant="fullWidth"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        maxWidth: { sm: 480 },
      }}
    >
      {ORDER_TYPES.map((orderType) => (
        <Tab
          key={orderType}
          value={orderType}
          label={label(orderType)}
          id={tabId(orderType)}
          aria-controls={panelId(orderType)}
        />
      ))}
    </Tabs>
  );
}
